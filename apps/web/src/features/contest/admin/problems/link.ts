import type { AdminContestProblemListVO, ContestProblemRow as ContestProblemLink, Problem } from '@arbiter/contract';

/**
 * A contest's problems as the back office shows them: each bank problem with its link (display
 * id, display title, balloon colour), and the rules of a link (spec part 3 §5: the contest
 * problem's display id and title are required).
 */

export interface ContestProblemRow {
  problem: Problem;
  /** Null only if the server's map misses the problem. */
  link: ContestProblemLink | null;
}

export interface LinkDraft {
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export type LinkRule = 'displayIdRequired' | 'displayTitleRequired' | 'displayIdMax' | 'displayTitleMax';

const LINK_TEXT_MAX = 255;

/** The rows of the list: each problem of the page with its link from the map. */
export function contestProblemRows(list: AdminContestProblemListVO | undefined): ContestProblemRow[] {
  if (!list) return [];
  return list.problemList.records.map((problem) => ({ problem, link: list.contestProblemMap[String(problem.id)] ?? null }));
}

/** The first rule a link breaks, or null. */
export function linkIssue(draft: Pick<LinkDraft, 'displayId' | 'displayTitle'>): LinkRule | null {
  const id = draft.displayId.trim();
  const title = draft.displayTitle.trim();
  if (!id) return 'displayIdRequired';
  if (id.length > LINK_TEXT_MAX) return 'displayIdMax';
  if (!title) return 'displayTitleRequired';
  if (title.length > LINK_TEXT_MAX) return 'displayTitleMax';
  return null;
}

/** The draft of a row's link when its inline edit opens; a row without a link starts from the problem. */
export function draftOf(row: ContestProblemRow): LinkDraft {
  return {
    displayId: row.link?.displayId ?? row.problem.problemId,
    displayTitle: row.link?.displayTitle ?? row.problem.title,
    color: row.link?.color ?? null,
  };
}

/** What the save sends: trimmed texts, an empty colour as none. */
export function linkBody(cid: number, pid: number, draft: LinkDraft, id: number | null | undefined) {
  const color = draft.color?.trim() ?? '';
  return {
    ...(id ? { id } : {}),
    cid,
    pid,
    displayId: draft.displayId.trim(),
    displayTitle: draft.displayTitle.trim(),
    color: color === '' ? null : color,
  };
}
