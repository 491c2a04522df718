/**
 * Who changes a group contest (spec part 3 §6: the group root or the contest's creator); the
 * server checks again, this only enables the buttons.
 */
export function mayManageGroupContest(row: { uid: string | null }, viewer: { uid: string } | null, isRoot: boolean): boolean {
  if (isRoot) return true;
  return viewer !== null && row.uid !== null && row.uid === viewer.uid;
}
