import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import {
  contestClarification,
  contestRegister,
  judge,
  judgeCase,
  language,
  problemCase,
  problemLanguage,
  userInfo,
} from '../../db/schema.ts';
import type { ContestRow } from '../contest/access.ts';
import { listedProblems } from '../contest/problems.ts';
import { realContestRows } from '../contest/real-rows.ts';
import { keptBoards } from '../contest/scoreboard/kept.ts';
import type { BoardSettings } from '../contest/scoreboard/rules.ts';

/**
 * Everything of one contest that the CLICS objects are made of, read in one go: its listed
 * problems (with their languages and test counts), its real submissions in the contest's time
 * (virtual runs never: `realContestRows`), registrations, clarifications, who the people are,
 * and the kept board's settings, so that the feed and the board agree on who is on the board and
 * where the seal falls. Test-case results are read only when runs are asked for.
 */

interface SnapshotProblem {
  pid: number;
  displayId: string;
  title: string;
  color: string | null;
  /** Milliseconds. */
  timeLimit: number;
  ioScore: number;
  caseCount: number;
  languages: string[];
}

export interface SnapshotSubmission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  status: number;
  score: number | null;
  /** Milliseconds of the slowest case. */
  time: number | null;
  language: string;
  submitTime: Date;
  gmtModified: Date;
}

export interface SnapshotCase {
  seq: number;
  status: number;
  /** Milliseconds. */
  time: number | null;
  at: Date;
}

export interface SnapshotClarification {
  id: number;
  uid: string;
  displayId: string | null;
  question: string;
  answer: string | null;
  toAll: boolean;
  gmtCreate: Date;
  gmtAnswered: Date | null;
}

export interface SnapshotPerson {
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  /** When the profile last changed (null: no profile row, an account removed). */
  gmtModified: Date | null;
}

export interface Snapshot {
  c: ContestRow;
  settings: BoardSettings;
  /** In the board's column order. */
  problems: SnapshotProblem[];
  /** The contest's real submissions to listed problems made from its start to its end, by submit id. */
  submissions: SnapshotSubmission[];
  /**
   * The sum of the versions of all the contest's real submissions: a rejudge raises it, which is
   * how the feed learns that earlier events were rewritten (`token.ts`).
   */
  versionSum: number;
  registrations: { uid: string; at: Date }[];
  clarifications: SnapshotClarification[];
  people: Map<string, SnapshotPerson>;
  /** Test-case results by submit id, when read. */
  cases: Map<number, SnapshotCase[]> | null;
}

const CHUNK = 5000;

async function peopleOf(db: DbLike, uids: readonly string[]): Promise<SnapshotPerson[]> {
  const out: SnapshotPerson[] = [];
  for (let i = 0; i < uids.length; i += CHUNK) {
    out.push(
      ...(await db
        .select({
          uid: userInfo.uuid,
          username: userInfo.username,
          realname: userInfo.realname,
          nickname: userInfo.nickname,
          school: userInfo.school,
          gmtModified: userInfo.gmtModified,
        })
        .from(userInfo)
        .where(inArray(userInfo.uuid, uids.slice(i, i + CHUNK)))),
    );
  }
  return out;
}

async function problemsOf(db: DbLike, c: ContestRow, settings: BoardSettings): Promise<SnapshotProblem[]> {
  const listed = await listedProblems(db, c.id);
  const pids = listed.map((e) => e.prob.id);
  if (pids.length === 0) return [];
  const [counts, langs] = await Promise.all([
    db
      .select({ pid: problemCase.pid, n: count() })
      .from(problemCase)
      .where(and(inArray(problemCase.pid, pids), eq(problemCase.status, 0)))
      .groupBy(problemCase.pid),
    db
      .select({ pid: problemLanguage.pid, name: language.name })
      .from(problemLanguage)
      .innerJoin(language, eq(language.id, problemLanguage.lid))
      .where(inArray(problemLanguage.pid, pids)),
  ]);
  const byPid = new Map(listed.map((e) => [e.prob.id, e]));
  return settings.problems.flatMap(({ pid }) => {
    const e = byPid.get(pid);
    if (!e) return [];
    return [
      {
        pid,
        displayId: e.cp.displayId,
        title: e.cp.displayTitle,
        color: e.cp.color,
        timeLimit: e.prob.timeLimit,
        ioScore: e.prob.ioScore,
        caseCount: counts.find((r) => r.pid === pid)?.n ?? 0,
        languages: langs
          .filter((l) => l.pid === pid)
          .map((l) => l.name)
          .sort(),
      },
    ];
  });
}

async function casesOf(db: DbLike, cid: number): Promise<Map<number, SnapshotCase[]>> {
  const rows = await db
    .select({ submitId: judgeCase.submitId, seq: judgeCase.seq, status: judgeCase.status, time: judgeCase.time, at: judgeCase.gmtCreate })
    .from(judgeCase)
    .innerJoin(judge, eq(judge.submitId, judgeCase.submitId))
    .where(realContestRows(cid))
    .orderBy(asc(judgeCase.submitId), asc(judgeCase.seq));
  const out = new Map<number, SnapshotCase[]>();
  for (const { submitId, ...rest } of rows) {
    const list = out.get(submitId) ?? [];
    list.push(rest);
    out.set(submitId, list);
  }
  return out;
}

export async function loadSnapshot(ctx: AppContext, c: ContestRow, opts: { cases: boolean }): Promise<Snapshot> {
  const db = ctx.db;
  const settings = (await keptBoards(ctx, c)).boards.settings;
  const [problems, rows, registrations, clarifications, cases] = await Promise.all([
    problemsOf(db, c, settings),
    db
      .select({
        submitId: judge.submitId,
        uid: judge.uid,
        username: judge.username,
        pid: judge.pid,
        status: judge.status,
        score: judge.score,
        time: judge.time,
        language: judge.language,
        submitTime: judge.submitTime,
        gmtModified: judge.gmtModified,
        version: judge.version,
      })
      .from(judge)
      .where(realContestRows(c.id))
      .orderBy(asc(judge.submitId)),
    db.select({ uid: contestRegister.uid, at: contestRegister.gmtCreate }).from(contestRegister).where(eq(contestRegister.cid, c.id)),
    db.select().from(contestClarification).where(eq(contestClarification.cid, c.id)).orderBy(asc(contestClarification.id)),
    opts.cases ? casesOf(db, c.id) : Promise.resolve(null),
  ]);
  const listed = new Set(problems.map((p) => p.pid));
  // The standard's contest is its clock: what was submitted before the start or from the end on
  // (practice after it) is not in it, as it is not on the board.
  const submissions = rows
    .filter((r) => listed.has(r.pid) && r.submitTime.getTime() >= settings.startMs && r.submitTime.getTime() < settings.endMs)
    .map(({ version: _version, ...s }) => s);
  const uids = [...new Set([...registrations.map((r) => r.uid), ...submissions.map((s) => s.uid), ...clarifications.map((q) => q.uid)])];
  const people = new Map((await peopleOf(db, uids)).map((p) => [p.uid, p]));
  for (const s of submissions) {
    if (!people.has(s.uid))
      people.set(s.uid, { uid: s.uid, username: s.username, realname: null, nickname: null, school: null, gmtModified: null });
  }
  return {
    c,
    settings,
    problems,
    submissions,
    versionSum: rows.reduce((sum, r) => sum + r.version, 0),
    registrations,
    clarifications: clarifications.map((q) => ({
      id: q.id,
      uid: q.uid,
      displayId: q.displayId,
      question: q.question,
      answer: q.answer,
      toAll: q.toAll,
      gmtCreate: q.gmtCreate,
      gmtAnswered: q.gmtAnswered,
    })),
    people,
    cases,
  };
}
