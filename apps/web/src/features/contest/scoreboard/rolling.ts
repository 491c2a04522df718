import {
  ACM_PENALTY_SECONDS,
  JudgeStatus,
  type ACMCell,
  type RankShowName,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
} from '@arbiter/contract';

/**
 * The rolling board's rules (spec part 2 §2.13, hoj-api §6 scroll board, B.12, B.16), free of I/O.
 *
 * The board starts frozen at the seal time: every submission before the seal is judged by the ACM
 * rules, every later one is a pending try. The reveal then works from the bottom: the lowest row
 * that still has pending cells opens its leftmost pending cell, the board re-sorts, and so on until
 * nothing is pending. Revealing never makes a row worse, so every row below the one being revealed
 * has its final place; medals are only shown on those.
 */

/** Verdicts that cost 20 minutes when they come before the first AC (B.12: PE, WA, TLE, MLE, RE). */
const PENALTY_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

/** Submissions without a final verdict (or cancelled) are not on a board at all (B.16: pending records excluded). */
const UNCOUNTED_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
  JudgeStatus.CANCELLED,
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);

export type Verdict = 'accepted' | 'penalty' | 'free';

/** How a final verdict counts on an ACM board; null when the submission is not counted. */
export function verdictOf(status: number): Verdict | null {
  if (UNCOUNTED_STATUSES.has(status)) return null;
  if (status === JudgeStatus.ACCEPTED) return 'accepted';
  return PENALTY_STATUSES.has(status) ? 'penalty' : 'free';
}

interface Attempt {
  submitId: number;
  verdict: Verdict;
  /** Seconds since the start. */
  time: number;
}

export interface RollingCell {
  solved: boolean;
  /** Seconds since the start of the first AC, once it is shown. */
  solvedAt: number | null;
  /** Shown wrong tries before the first AC. */
  wrong: number;
  /** Tries after the seal, not yet revealed (in submission order). */
  hidden: readonly Attempt[];
}

export interface RollingRow {
  uid: string;
  username: string;
  /** The name the contest shows (rankShowName), the username when that is empty. */
  name: string;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  /** Unofficial participant: sorted with the others but never ranked nor given a medal. */
  star: boolean;
  solved: number;
  /** Seconds: AC times plus 20 minutes per wrong try before them. */
  penalty: number;
  cells: Readonly<Record<string, RollingCell>>;
}

export interface RollingBoard {
  /** Display ids in the contest's order. */
  problems: readonly string[];
  balloonColor: Readonly<Record<string, string | null>>;
  /** Current order, best first. */
  rows: readonly RollingRow[];
}

export interface BoardOptions {
  removeStar: boolean;
  /** Submissions at or after this moment are pending; null judges everything (the real final board). */
  sealAt: Date | string | null;
}

/** Display ids as the contest orders them: by display id, compared as strings. */
function problemOrder(info: Pick<ScrollBoardInfo, 'balloonColor'>): string[] {
  return Object.keys(info.balloonColor).sort(compareText);
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function displayNameOf(u: { username: string; nickname: string | null; realname: string | null }, show: RankShowName): string {
  const picked = show === 'nickname' ? u.nickname : show === 'realname' ? u.realname : u.username;
  return picked?.trim() ? picked : u.username;
}

const EMPTY_CELL: RollingCell = { solved: false, solvedAt: null, wrong: 0, hidden: [] };

/** Applies attempts in order to a cell: wrong tries count until the first AC, later ones are ignored. */
function judgeAttempts(cell: RollingCell, attempts: readonly Attempt[]): RollingCell {
  let { solved, solvedAt, wrong } = cell;
  for (const a of attempts) {
    if (solved) break;
    if (a.verdict === 'accepted') {
      solved = true;
      solvedAt = a.time;
    } else if (a.verdict === 'penalty') wrong += 1;
  }
  return { solved, solvedAt, wrong, hidden: [] };
}

function cellPenalty(cell: RollingCell): number {
  return cell.solved && cell.solvedAt !== null ? cell.solvedAt + cell.wrong * ACM_PENALTY_SECONDS : 0;
}

function withTotals(row: Omit<RollingRow, 'solved' | 'penalty'>, problems: readonly string[]): RollingRow {
  let solved = 0;
  let penalty = 0;
  for (const p of problems) {
    const cell = row.cells[p];
    if (!cell?.solved) continue;
    solved += 1;
    penalty += cellPenalty(cell);
  }
  return { ...row, solved, penalty };
}

/** Best first: more solved, then less penalty, then by username and uid so every board orders ties alike. */
function compareRows(a: RollingRow, b: RollingRow): number {
  return b.solved - a.solved || a.penalty - b.penalty || compareText(a.username, b.username) || compareText(a.uid, b.uid);
}

/** The board from the contest's submissions (newest first, as the server sends them). */
export function buildBoard(
  info: Pick<ScrollBoardInfo, 'balloonColor' | 'startTime' | 'starUserList' | 'rankShowName'>,
  submissions: readonly ScrollBoardSubmission[],
  options: BoardOptions,
): RollingBoard {
  const problems = problemOrder(info);
  const known = new Set(problems);
  const stars = new Set(info.starUserList);
  const start = new Date(info.startTime).getTime();
  const seal = options.sealAt === null ? Number.POSITIVE_INFINITY : new Date(options.sealAt).getTime();

  const ordered = [...submissions].sort(
    (a, b) => new Date(a.submitTime).getTime() - new Date(b.submitTime).getTime() || a.submitId - b.submitId,
  );
  const users = new Map<string, { sub: ScrollBoardSubmission; shown: Map<string, Attempt[]>; hidden: Map<string, Attempt[]> }>();
  for (const s of ordered) {
    const verdict = verdictOf(s.status);
    const at = new Date(s.submitTime).getTime();
    if (verdict === null || !known.has(s.displayId) || at < start) continue;
    if (options.removeStar && stars.has(s.username)) continue;
    let user = users.get(s.uid);
    if (!user) {
      user = { sub: s, shown: new Map(), hidden: new Map() };
      users.set(s.uid, user);
    }
    const bucket = at >= seal ? user.hidden : user.shown;
    const list = bucket.get(s.displayId) ?? [];
    list.push({ submitId: s.submitId, verdict, time: Math.floor((at - start) / 1000) });
    bucket.set(s.displayId, list);
  }

  const rows: RollingRow[] = [];
  for (const [uid, { sub, shown, hidden }] of users) {
    const cells: Record<string, RollingCell> = {};
    for (const p of problems) {
      const judged = judgeAttempts(EMPTY_CELL, shown.get(p) ?? []);
      // A problem solved before the seal has nothing left to reveal.
      cells[p] = judged.solved ? judged : { ...judged, hidden: hidden.get(p) ?? [] };
    }
    rows.push(
      withTotals(
        {
          uid,
          username: sub.username,
          name: displayNameOf(sub, info.rankShowName),
          school: sub.school,
          gender: sub.gender,
          avatar: sub.avatar,
          star: stars.has(sub.username),
          cells,
        },
        problems,
      ),
    );
  }
  rows.sort(compareRows);
  return { problems, balloonColor: info.balloonColor, rows };
}

/** The frozen board the ceremony starts from. */
export function frozenBoard(info: ScrollBoardInfo, submissions: readonly ScrollBoardSubmission[], removeStar: boolean): RollingBoard {
  return buildBoard(info, submissions, { removeStar, sealAt: info.sealRankTime });
}

function pendingCount(cell: RollingCell | undefined): number {
  return cell?.hidden.length ?? 0;
}

function rowHasPending(row: RollingRow): boolean {
  return Object.values(row.cells).some((c) => c.hidden.length > 0);
}

export interface RevealTarget {
  uid: string;
  /** The row's place in the current order. */
  index: number;
  problem: string;
}

/** What the next step opens: the leftmost pending cell of the lowest row that has one; null when done. */
export function nextReveal(board: RollingBoard): RevealTarget | null {
  for (let index = board.rows.length - 1; index >= 0; index -= 1) {
    const row = board.rows[index]!;
    const problem = board.problems.find((p) => pendingCount(row.cells[p]) > 0);
    if (problem !== undefined) return { uid: row.uid, index, problem };
  }
  return null;
}

export interface RevealStep {
  uid: string;
  problem: string;
  /** Whether the revealed tries contain the first AC. */
  accepted: boolean;
  /** Wrong tries the reveal added. */
  wrongAdded: number;
  from: number;
  to: number;
}

/** Opens one pending cell; null when nothing is pending. */
export function revealStep(board: RollingBoard): { board: RollingBoard; step: RevealStep } | null {
  const target = nextReveal(board);
  if (!target) return null;
  const row = board.rows[target.index]!;
  const before = row.cells[target.problem]!;
  const after = judgeAttempts(before, before.hidden);
  const nextRow = withTotals({ ...row, cells: { ...row.cells, [target.problem]: after } }, board.problems);
  const rows = board.rows.map((r, i) => (i === target.index ? nextRow : r)).sort(compareRows);
  return {
    board: { ...board, rows },
    step: {
      uid: row.uid,
      problem: target.problem,
      accepted: after.solved,
      wrongAdded: after.wrong - before.wrong,
      from: target.index,
      to: rows.indexOf(nextRow),
    },
  };
}

/** Reveals everything: the real final board. */
export function revealAll(board: RollingBoard): RollingBoard {
  let current = board;
  for (let next = revealStep(current); next; next = revealStep(current)) current = next.board;
  return current;
}

/** Rows from this index down have their final place: nothing below the revealed row can still move. */
export function finalFrom(board: RollingBoard): number {
  for (let index = board.rows.length - 1; index >= 0; index -= 1) {
    if (rowHasPending(board.rows[index]!)) return index + 1;
  }
  return 0;
}

/** Place numbers: star rows get none; equal solved and penalty share the earlier number. */
export function rankNumbers(board: RollingBoard): (number | null)[] {
  const out: (number | null)[] = [];
  let seen = 0;
  let last: RollingRow | null = null;
  let lastRank = 0;
  for (const row of board.rows) {
    if (row.star) {
      out.push(null);
      continue;
    }
    seen += 1;
    if (!last || last.solved !== row.solved || last.penalty !== row.penalty) lastRank = seen;
    out.push(lastRank);
    last = row;
  }
  return out;
}

export type Medal = 'gold' | 'silver' | 'bronze';

/**
 * Medals by head count among ranked (non-star) rows that solved something: the first `gold` rows,
 * then `silver`, then `bronze`, by place in the order (ties are not special-cased, as with awards).
 * Only rows whose place is final carry one.
 */
export function medalsOf(board: RollingBoard, counts: readonly [number, number, number]): Map<string, Medal> {
  const [gold, silver, bronze] = counts.map((n) => Math.max(0, Math.floor(n))) as [number, number, number];
  const settled = finalFrom(board);
  const out = new Map<string, Medal>();
  let place = 0;
  board.rows.forEach((row, index) => {
    if (row.star || row.solved === 0) return;
    const medal: Medal | null = place < gold ? 'gold' : place < gold + silver ? 'silver' : place < gold + silver + bronze ? 'bronze' : null;
    place += 1;
    if (medal && index >= settled) out.set(row.uid, medal);
  });
  return out;
}

/** The earliest shown AC per problem: the first-blood time. */
export function firstBloodTimes(board: RollingBoard): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of board.rows) {
    for (const p of board.problems) {
      const cell = row.cells[p];
      if (!cell?.solved || cell.solvedAt === null) continue;
      const best = out[p];
      if (best === undefined || cell.solvedAt < best) out[p] = cell.solvedAt;
    }
  }
  return out;
}

/** Ranked rows (not star users): the default medal counts are shares of this. */
export function rankedCount(board: RollingBoard): number {
  return board.rows.filter((r) => !r.star).length;
}

/** A rolling cell in the live board's cell shape, so both boards show cells by one rule. */
export function asAcmCell(cell: RollingCell | undefined, firstBlood: number | undefined): ACMCell | undefined {
  if (!cell) return undefined;
  return {
    isAC: cell.solved,
    isFirstAC: cell.solved && cell.solvedAt !== null && cell.solvedAt === firstBlood,
    isAfterContest: false,
    ACTime: cell.solvedAt,
    errorNum: cell.wrong,
    tryNum: cell.hidden.length,
  };
}
