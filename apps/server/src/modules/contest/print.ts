import { and, asc, count, desc, eq } from 'drizzle-orm';
import { PRINT_ADMIN_PAGE_SIZE, PRINT_INTERVAL_SECONDS, clampPage, type ContestPrintVO, type Page } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestPrint, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound, page } from '../../http/envelope.ts';
import { administeredContest, assertCanView, visibleContest } from './access.ts';

/** Contest print requests (hoj-api §6, §12; spec part 2 §2.11): contestants send text, the contest admins print it. */

export const PRINT_MSG = {
  closed: 'Printing is not open in this contest',
  tooFast: `You can send one print request every ${PRINT_INTERVAL_SECONDS} seconds: please wait and try again`,
  sent: 'Submitted successfully',
  noRequest: 'The print request does not exist',
} as const;

const PRINTED = 1;

/** POST /api/submit-print-text: one request per user every 30 seconds, only where printing is open. */
export async function submitPrintText(ctx: AppContext, user: AuthUser, cid: number, content: string): Promise<void> {
  const c = await visibleContest(ctx, cid, user);
  if (!c.openPrint) throw forbidden(PRINT_MSG.closed);
  await assertCanView(ctx, c, user);
  if (!(await ctx.expiring.claim('contest_print_lock', user.uid, String(c.id), PRINT_INTERVAL_SECONDS))) throw forbidden(PRINT_MSG.tooFast);
  const found = await ctx.db.select({ realname: userInfo.realname }).from(userInfo).where(eq(userInfo.uuid, user.uid)).limit(1);
  await ctx.db
    .insert(contestPrint)
    .values({ cid: c.id, uid: user.uid, username: user.username, realname: found[0]?.realname ?? null, content });
}

/** GET /api/get-contest-print: waiting requests first, newest first, without their text. */
export async function contestPrints(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<ContestPrintVO>> {
  const c = await administeredContest(ctx, q.cid, user);
  const { current, size } = clampPage(q.currentPage, q.limit, PRINT_ADMIN_PAGE_SIZE);
  const where = eq(contestPrint.cid, c.id);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: contestPrint.id,
        cid: contestPrint.cid,
        username: contestPrint.username,
        realname: contestPrint.realname,
        status: contestPrint.status,
        gmtCreate: contestPrint.gmtCreate,
      })
      .from(contestPrint)
      .where(where)
      .orderBy(asc(contestPrint.status), desc(contestPrint.gmtCreate), desc(contestPrint.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(contestPrint).where(where),
  ]);
  const records = rows.map((r): ContestPrintVO => ({ ...r, gmtCreate: r.gmtCreate.toISOString() }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** PUT /api/check-contest-print-status: marks a request of this contest as printed. */
export async function markPrinted(ctx: AppContext, user: AuthUser, cid: number, id: number): Promise<void> {
  const c = await administeredContest(ctx, cid, user);
  const updated = await ctx.db
    .update(contestPrint)
    .set({ status: PRINTED, gmtModified: new Date() })
    .where(and(eq(contestPrint.id, id), eq(contestPrint.cid, c.id)))
    .returning({ id: contestPrint.id });
  if (updated.length === 0) throw notFound(PRINT_MSG.noRequest);
}

/** GET /api/file/download-contest-print-text: the request's text for its contest's admins. */
export async function printText(ctx: AppContext, user: AuthUser, id: number): Promise<{ filename: string; content: string }> {
  const rows = await ctx.db.select().from(contestPrint).where(eq(contestPrint.id, id)).limit(1);
  const request = rows[0];
  if (!request) throw notFound(PRINT_MSG.noRequest);
  await administeredContest(ctx, request.cid, user);
  return { filename: `${request.username}_Contest_Print.txt`, content: request.content };
}
