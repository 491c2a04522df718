/** Pure rules from the spec that server and web both need. No I/O. */

export interface Title {
  name: string;
  color: string;
}

/** Every title tier's colour, shared by the home and the ranklist scales. */
const TITLE_COLORS = {
  'Black Iron': '#4b4b4b',
  Bronze: '#b87333',
  Silver: '#909399',
  Gold: '#f5bd00',
  Diamond: '#409eff',
  King: '#e6a23c',
} as const;
type TitleName = keyof typeof TITLE_COLORS;

const titleOf = (name: TitleName): Title => ({ name, color: TITLE_COLORS[name] });

/** Home title tiers by accepted count (spec part 1 §2.5). 0 has no title. */
const TITLE_TIERS: readonly { min: number; title: Title }[] = [
  { min: 1001, title: titleOf('King') },
  { min: 501, title: titleOf('Diamond') },
  { min: 301, title: titleOf('Gold') },
  { min: 101, title: titleOf('Silver') },
  { min: 51, title: titleOf('Bronze') },
  { min: 1, title: titleOf('Black Iron') },
];

export function titleForAcCount(ac: number): Title | null {
  return TITLE_TIERS.find((t) => ac >= t.min)?.title ?? null;
}

export interface RankTitle extends Title {
  /** 1–5 within the tier; 0 for King, which the spec gives no stars. */
  stars: number;
}

/**
 * Ranklist title tiers by accepted count (spec part 2 §9), which differ from the home tiers above:
 * Gold ends at 550 and Diamond at 1500. `stars` lists where stars 1 to 5 begin within the tier.
 */
const RANK_TITLE_TIERS: readonly { name: TitleName; min: number; stars: readonly number[] }[] = [
  { name: 'King', min: 1501, stars: [] },
  { name: 'Diamond', min: 551, stars: [551, 701, 851, 1001, 1201] },
  { name: 'Gold', min: 301, stars: [301, 351, 401, 451, 501] },
  { name: 'Silver', min: 101, stars: [101, 141, 181, 221, 261] },
  { name: 'Bronze', min: 51, stars: [51, 61, 71, 81, 91] },
  { name: 'Black Iron', min: 1, stars: [1, 11, 21, 31, 41] },
];

export function rankTitleForAcCount(ac: number): RankTitle | null {
  const tier = RANK_TITLE_TIERS.find((t) => ac >= t.min);
  if (!tier) return null;
  return { ...titleOf(tier.name), stars: tier.stars.filter((from) => ac >= from).length };
}

/**
 * OI rank score of one scored submission (hoj-data-and-judge §B.11):
 * round(0.1·score + 2·difficulty·score/ioScore). A full score gives round(0.1·ioScore + 2·difficulty).
 * Without `ioScore` (a manual judge) it is round(0.1·score + 2·difficulty), the spec's simple form.
 * An `ioScore` of 0 leaves the difficulty term out.
 */
export function oiRankScore(score: number, difficulty: number, ioScore?: number): number {
  if (ioScore === undefined) return Math.round(score * 0.1 + difficulty * 2);
  const ratio = ioScore > 0 ? score / ioScore : 0;
  return Math.round(score * 0.1 + 2 * difficulty * ratio);
}

/**
 * When the home countdown's exam starts (midnight of its day, local time): the site setting's date
 * (`YYYY-MM-DD`), or, once that has passed, the same day of the next year it has not passed in —
 * the exam is yearly, so a site that forgot to update the date still counts towards the next one
 * instead of showing zeros. No date or a date that is not one: null, and the widget is hidden.
 */
export function nextExamTarget(date: string | null | undefined, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const first = new Date(year, month - 1, day);
  if (first.getMonth() !== month - 1 || first.getDate() !== day) return null;
  const thisYear = new Date(now).getFullYear();
  for (let y = Math.max(year, thisYear - 1); y <= Math.max(year, thisYear) + 1; y += 1) {
    const at = new Date(y, month - 1, day).getTime();
    if (at > now) return at;
  }
  return null;
}

/** What is left until a target, never negative (the countdown shows zeros after the target). */
export function countdownParts(now: number, target: number): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Clamp page parameters the way the server does: currentPage < 1 → 1, limit < 1 → the default. */
export function clampPage(
  currentPage: number | undefined,
  limit: number | undefined,
  defaultLimit: number,
  maxLimit = 100,
): { current: number; size: number } {
  const current = currentPage !== undefined && Number.isFinite(currentPage) && currentPage >= 1 ? Math.floor(currentPage) : 1;
  const size = limit !== undefined && Number.isFinite(limit) && limit >= 1 ? Math.min(Math.floor(limit), maxLimit) : defaultLimit;
  return { current, size };
}

export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}

/** An unread badge shows at most 99 (spec part 1 §2.3). */
export function badgeCount(n: number): number {
  return Math.min(Math.max(0, n), 99);
}

/** Memory as the UI shows it: KB, MB, GB with base 1024 (spec part 1 §9). */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || Number.isNaN(kb)) return '--';
  if (kb < 1024) return `${kb}KB`;
  if (kb < 1024 * 1024) return `${(kb / 1024).toFixed(2)}MB`;
  return `${(kb / 1024 / 1024).toFixed(2)}GB`;
}
