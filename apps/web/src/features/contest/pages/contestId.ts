/** A positive id from a route piece; 0 when it is not one (the screen then says the contest does not exist). */
export function parseContestId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
