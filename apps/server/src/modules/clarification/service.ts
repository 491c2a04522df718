import { type SQL, and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLARIFICATION_LIMITS,
  ContestStatus,
  clampPage,
  type AnnounceClarificationBody,
  type AnswerClarificationBody,
  type AskClarificationBody,
  type ClarificationVO,
  type Page,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestAnnouncement, contestClarification, contestProblem, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound, page } from '../../http/envelope.ts';
import { administeredContest, assertCanView, hasAccess, isContestAdmin, statusOf, visibleContest } from '../contest/access.ts';

/**
 * Contest clarifications (contract `endpoints/clarification.ts`). A contestant reads their own
 * questions and the answers given to all; the contest's admins read and answer every question.
 */

export const CLARIFICATION_MSG = {
  missing: 'The clarification does not exist',
  notRunning: 'Questions can be asked only while the contest runs',
  noProblem: 'The problem is not in this contest',
  noAccess: 'You need access to this contest to ask',
  tooMany: 'You have 10 questions waiting for an answer: wait for one before asking again',
  asked: 'Asked successfully',
  answered: 'Answered successfully',
  announced: 'Announced successfully',
} as const;

type Row = typeof contestClarification.$inferSelect;

const asker = alias(userInfo, 'asker');
const answerer = alias(userInfo, 'answerer');

/** Rows with the names of who asked and who answered. */
function selectNamed(ctx: AppContext) {
  return ctx.db
    .select({ c: contestClarification, askedBy: asker.username, answeredBy: answerer.username })
    .from(contestClarification)
    .leftJoin(asker, eq(asker.uuid, contestClarification.uid))
    .leftJoin(answerer, eq(answerer.uuid, contestClarification.answeredBy));
}

function toVO(r: { c: Row; askedBy: string | null; answeredBy: string | null }, reader: AuthUser, admin: boolean): ClarificationVO {
  const mine = r.c.uid === reader.uid;
  return {
    id: r.c.id,
    cid: r.c.cid,
    displayId: r.c.displayId,
    question: r.c.question,
    answer: r.c.answer,
    toAll: r.c.toAll,
    mine,
    // Who asked a question answered to all is the judges' business, not the other contestants'.
    askedBy: admin || mine ? r.askedBy : null,
    answeredBy: r.answeredBy,
    gmtCreate: r.c.gmtCreate.toISOString(),
    gmtAnswered: r.c.gmtAnswered?.toISOString() ?? null,
  };
}

async function named(ctx: AppContext, id: number) {
  const rows = await selectNamed(ctx).where(eq(contestClarification.id, id)).limit(1);
  return rows[0] ?? null;
}

/** One page of clarifications matching `where`, in `order`, as `reader` may see them. */
async function pageOf(
  ctx: AppContext,
  q: { where: SQL | undefined; order: SQL[]; reader: AuthUser; admin: boolean; current: number; size: number },
): Promise<Page<ClarificationVO>> {
  const [rows, totals] = await Promise.all([
    selectNamed(ctx)
      .where(q.where)
      .orderBy(...q.order)
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    ctx.db.select({ n: count() }).from(contestClarification).where(q.where),
  ]);
  return page(
    rows.map((r) => toVO(r, q.reader, q.admin)),
    totals[0]?.n ?? 0,
    q.current,
    q.size,
  );
}

/** GET /api/get-contest-clarifications: the caller's questions and the answers given to all, newest first. */
export async function contestClarifications(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<ClarificationVO>> {
  const c = await visibleContest(ctx, q.cid, user);
  await assertCanView(ctx, c, user);
  const admin = isContestAdmin(c, user);
  const { current, size } = clampPage(q.currentPage, q.limit, CLARIFICATION_LIMITS.pageSize);
  const where = and(
    eq(contestClarification.cid, c.id),
    or(eq(contestClarification.uid, user.uid), and(eq(contestClarification.toAll, true), isNotNull(contestClarification.answer))),
  );
  return pageOf(ctx, { where, order: [desc(contestClarification.id)], reader: user, admin, current, size });
}

/** POST /api/submit-contest-clarification: while the contest runs, by whoever may submit in it. */
export async function askClarification(ctx: AppContext, user: AuthUser, body: AskClarificationBody): Promise<ClarificationVO> {
  const c = await visibleContest(ctx, body.cid, user);
  await assertCanView(ctx, c, user);
  const admin = isContestAdmin(c, user);
  if (!admin && !(await hasAccess(ctx, c, user))) throw forbidden(CLARIFICATION_MSG.noAccess);
  if (statusOf(c) !== ContestStatus.RUNNING) throw forbidden(CLARIFICATION_MSG.notRunning);
  const displayId = body.displayId?.trim() || null;
  if (displayId) {
    const found = await ctx.db
      .select({ id: contestProblem.id })
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, c.id), eq(contestProblem.displayId, displayId)))
      .limit(1);
    if (found.length === 0) throw fail(CLARIFICATION_MSG.noProblem);
  }
  const waiting = await ctx.db
    .select({ n: count() })
    .from(contestClarification)
    .where(and(eq(contestClarification.cid, c.id), eq(contestClarification.uid, user.uid), isNull(contestClarification.answer)));
  if ((waiting[0]?.n ?? 0) >= CLARIFICATION_LIMITS.waitingPerUser) throw fail(CLARIFICATION_MSG.tooMany);
  const [row] = await ctx.db
    .insert(contestClarification)
    .values({ cid: c.id, displayId, uid: user.uid, question: body.question.trim() })
    .returning({ id: contestClarification.id });
  return toVO((await named(ctx, row!.id))!, user, admin);
}

/** GET /api/admin/contest/clarifications: every question of the contest, those waiting first. */
export async function adminClarifications(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; waiting?: boolean | undefined; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<ClarificationVO>> {
  const c = await administeredContest(ctx, q.cid, user);
  const { current, size } = clampPage(q.currentPage, q.limit, CLARIFICATION_LIMITS.pageSize);
  const where = and(eq(contestClarification.cid, c.id), q.waiting ? isNull(contestClarification.answer) : undefined);
  const waitingFirst = asc(sql`${contestClarification.answer} is not null`);
  return pageOf(ctx, { where, order: [waitingFirst, desc(contestClarification.id)], reader: user, admin: true, current, size });
}

/** The clarification for a call of its contest's admins: body 404 when absent, 403 for others. */
async function administered(ctx: AppContext, user: AuthUser, id: number): Promise<Row> {
  const rows = await ctx.db.select().from(contestClarification).where(eq(contestClarification.id, id)).limit(1);
  const row = rows[0];
  if (!row) throw notFound(CLARIFICATION_MSG.missing);
  await administeredContest(ctx, row.cid, user);
  return row;
}

/** PUT /api/admin/contest/clarification/answer: answers (or answers again) to the asker or to all. */
export async function answerClarification(ctx: AppContext, user: AuthUser, body: AnswerClarificationBody): Promise<ClarificationVO> {
  const row = await administered(ctx, user, body.id);
  await ctx.db
    .update(contestClarification)
    .set({ answer: body.answer.trim(), toAll: body.toAll ?? false, answeredBy: user.uid, gmtAnswered: new Date() })
    .where(eq(contestClarification.id, row.id));
  return toVO((await named(ctx, row.id))!, user, true);
}

/**
 * POST /api/admin/contest/clarification/announce: answers to all and publishes the question and its
 * answer as a contest announcement, in one transaction.
 */
export async function announceClarification(ctx: AppContext, user: AuthUser, body: AnnounceClarificationBody): Promise<ClarificationVO> {
  const row = await administered(ctx, user, body.id);
  const answer = body.answer.trim();
  const subject = row.displayId ? `[${row.displayId}] ` : '';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contestClarification)
      .set({ answer, toAll: true, answeredBy: user.uid, gmtAnswered: new Date() })
      .where(eq(contestClarification.id, row.id));
    await tx.insert(contestAnnouncement).values({
      cid: row.cid,
      title: body.title.trim(),
      content: `${subject}${row.question}\n\n${answer}`,
      uid: user.uid,
    });
  });
  return toVO((await named(ctx, row.id))!, user, true);
}
