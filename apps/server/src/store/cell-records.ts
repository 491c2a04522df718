/**
 * A kept ranking's records grouped by user and problem, each group in submission order: a changed
 * record re-evaluates only its own group (one user's cell of one problem).
 */
export class CellRecords<R extends { submitId: number; uid: string; pid: number }> {
  /** uid → pid → the cell's records in order. */
  readonly byUser = new Map<string, Map<number, R[]>>();
  readonly #order: (a: R, b: R) => number;

  constructor(order: (a: R, b: R) => number) {
    this.#order = order;
  }

  of(uid: string, pid: number): readonly R[] {
    return this.byUser.get(uid)?.get(pid) ?? [];
  }

  add(r: R): void {
    let byPid = this.byUser.get(r.uid);
    if (!byPid) this.byUser.set(r.uid, (byPid = new Map()));
    let recs = byPid.get(r.pid);
    if (!recs) byPid.set(r.pid, (recs = []));
    // New submissions arrive last, so the place is almost always found at the end.
    let i = recs.length;
    while (i > 0 && this.#order(recs[i - 1]!, r) > 0) i -= 1;
    recs.splice(i, 0, r);
  }

  remove(r: R): void {
    const byPid = this.byUser.get(r.uid);
    const recs = byPid?.get(r.pid);
    if (!byPid || !recs) return;
    const i = recs.findIndex((x) => x.submitId === r.submitId);
    if (i >= 0) recs.splice(i, 1);
    if (recs.length > 0) return;
    byPid.delete(r.pid);
    if (byPid.size === 0) this.byUser.delete(r.uid);
  }
}
