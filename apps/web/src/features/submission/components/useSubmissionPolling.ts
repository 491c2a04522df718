import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionListItem } from '@arbiter/contract';
import { checkSubmissionsStatus } from '../api/submission.ts';
import { isRunning } from './judgeStatus.ts';
import { startStatusPolling, type RowPatch, type StatusCheck } from './statusPoller.ts';

export type { RowPatch, StatusCheck };

interface Overrides {
  /** The rows the patches were made on: fresh rows from the server drop them. */
  source: readonly unknown[];
  byId: ReadonlyMap<number, RowPatch>;
}

/**
 * Keeps a page of submissions current: rows still Pending, Compiling or Judging are checked every
 * 2 s through `check` (the public status call by default; contests pass theirs) and updated in
 * place (statusPoller.ts holds the rules). `patch` lets admin actions change a row; a row put back
 * to a running status (rejudge) starts a fresh round of polling.
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
  const runningIds = useMemo(() => merged.filter((r) => isRunning(r.status)).map((r) => r.submitId), [merged]);

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
