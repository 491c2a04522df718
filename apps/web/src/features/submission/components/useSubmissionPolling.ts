import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionListItem } from '@arbiter/contract';
import { useLiveEvent, useLiveStatus } from '@/session/live.ts';
import { useSession } from '@/session/session.ts';
import { checkSubmissionsStatus } from '../api/submission.ts';
import { isRunning } from './judgeStatus.ts';
import { patchFromStatus, startStatusPolling, type RowPatch, type StatusCheck } from './statusPoller.ts';

export type { RowPatch, StatusCheck };

interface Overrides {
  /** The rows the patches were made on: fresh rows from the server drop them. */
  source: readonly unknown[];
  byId: ReadonlyMap<number, RowPatch>;
}

/**
 * Keeps a page of submissions current: rows still Pending, Compiling or Judging are checked every
 * 2 s through `check` (the public status call by default; contests pass theirs) and updated in
 * place (statusPoller.ts holds the rules). While the live stream is up, the signed-in user's own
 * rows are checked when it says their status changed instead, and only others' rows are polled.
 * `patch` lets admin actions change a row; a row put back to a running status (rejudge) starts a
 * fresh round of polling.
 */
export function useSubmissionPolling<T extends SubmissionListItem>(
  rows: readonly T[],
  check: StatusCheck = checkSubmissionsStatus,
): { rows: T[]; patch: (submitId: number, fields: RowPatch) => void } {
  const [overrides, setOverrides] = useState<Overrides>({ source: rows, byId: new Map() });
  const [restarts, setRestarts] = useState(0);
  const byId = overrides.source === rows ? overrides.byId : null;

  const merged = useMemo(
    () =>
      rows.map((r) => {
        const p = byId?.get(r.submitId);
        return p ? { ...r, ...p } : r;
      }),
    [rows, byId],
  );
  const { user } = useSession();
  const live = useLiveStatus() === 'live';
  const ownUid = live ? (user?.uid ?? null) : null;
  // The user's own running rows hear of their changes through the stream while it is live.
  const runningIds = useMemo(() => merged.filter((r) => isRunning(r.status) && r.uid !== ownUid).map((r) => r.submitId), [merged, ownUid]);

  // The loop reads the latest ids and check function without restarting on every render.
  const runningRef = useRef(runningIds);
  const checkRef = useRef(check);
  useEffect(() => {
    runningRef.current = runningIds;
    checkRef.current = check;
  });

  const apply = useCallback(
    (source: readonly T[], patches: ReadonlyMap<number, RowPatch>) =>
      setOverrides((prev) => {
        const next = new Map(prev.source === source ? prev.byId : undefined);
        for (const [id, p] of patches) next.set(id, { ...next.get(id), ...p });
        return { source, byId: next };
      }),
    [],
  );

  const patch = useCallback(
    (submitId: number, fields: RowPatch) => {
      apply(rows, new Map([[submitId, fields]]));
      if (fields.status !== undefined && isRunning(fields.status)) setRestarts((n) => n + 1);
    },
    [apply, rows],
  );

  useLiveEvent('verdict', (e) => {
    if (!merged.some((r) => r.submitId === e.submitId)) return;
    const source = rows;
    void checkRef.current([e.submitId]).then(
      (answer) => {
        const vo = answer[e.submitId];
        if (vo) apply(source, new Map([[e.submitId, patchFromStatus(vo)]]));
      },
      () => undefined,
    );
  });

  const active = runningIds.length > 0;
  useEffect(() => {
    if (!active) return;
    return startStatusPolling({
      runningIds: () => runningRef.current,
      check: (ids) => checkRef.current(ids),
      onAnswer: (patches) => apply(rows, patches),
    });
  }, [active, rows, restarts, apply]);

  return { rows: merged, patch };
}
