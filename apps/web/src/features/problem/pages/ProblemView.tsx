import { useCallback, useMemo, useState } from 'react';
import { Grid, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProblemDetail, getUserProblemStatus } from '../api/problem.ts';
import { problemKeys } from '../api/keys.ts';
import { StatisticDialog } from '../components/StatisticDialog.tsx';
import { SubmitPanel } from '../components/SubmitPanel.tsx';
import type { SubmitTarget } from '../components/useSubmitFlow.ts';
import { UnavailableResult, type UnavailableListLink } from '@/components/common/UnavailableResult.tsx';
import { unavailableKind } from '@/components/common/unavailableKind.ts';
import { useSession } from '@/session/session.ts';
import { ProblemHeader } from './ProblemHeader.tsx';
import { ProblemTabs } from './ProblemTabs.tsx';
import { SplitPane } from './SplitPane.tsx';

export interface ProblemViewProps {
  /** The bank's problem id (a training opens its problems by it too). */
  problemID: string;
  /** The training the problem is opened from: its submissions are recorded for the training. */
  tid?: number | undefined;
  /** The group the problem is opened in (its display id is the group's): read and submitted there. */
  gid?: number | undefined;
  /** The focus page (or, on it, the way back); the bank's own page has none. */
  fullScreen?: { path: string; active: boolean } | undefined;
  /** Where a missing problem sends the user back to (the bank's list by default). */
  list?: Omit<UnavailableListLink, 'testId'> | undefined;
  /** Called when a submission here has its verdict, so the area refreshes its own marks. */
  onFinished?: (() => void) | undefined;
}

/**
 * A bank problem: the statement on the left, the editor and the submit flow on the right (spec part
 * 2 §2.2). The bank's page shows it alone; a training shows it under its strip, submitting with its
 * `tid`. Keyed by the problem by its callers, so a new problem starts with fresh state.
 */
export function ProblemView({ problemID, tid, gid, fullScreen, list, onFinished: onAreaFinished }: ProblemViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const [statisticOpen, setStatisticOpen] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;
  const [passedSamples, setPassedSamples] = useState<ReadonlySet<number>>(new Set());

  const detail = useQuery({ queryKey: problemKeys.detail(problemID, gid), queryFn: () => getProblemDetail(problemID, gid) });
  const info = detail.data ?? null;
  const pid = info?.problem.id ?? null;
  const pids = useMemo(() => (pid === null ? [] : [pid]), [pid]);
  const status = useQuery({
    queryKey: problemKeys.userStatus(pids, token),
    queryFn: () => getUserProblemStatus({ pidList: pids, isContestProblemList: false, gid }),
    enabled: token !== null && pid !== null,
  });
  const myStatus = pid === null ? null : (status.data?.[String(pid)]?.status ?? null);

  const target: SubmitTarget | null = useMemo(
    () => (info ? { submitPid: info.problem.problemId, cid: 0, tid: tid ?? null, gid: gid ?? null } : null),
    [info, tid, gid],
  );

  // A finished submission changes the counts, the user's status and the submission list.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: problemKeys.detail(problemID, gid) });
    void queryClient.invalidateQueries({ queryKey: problemKeys.userStatuses });
    void queryClient.invalidateQueries({ queryKey: problemKeys.mySubmissionsOf(problemID) });
    onAreaFinished?.();
  }, [queryClient, problemID, gid, onAreaFinished]);
  const onSamplePassed = useCallback((i: number) => setPassedSamples((s) => new Set(s).add(i)), []);

  let left;
  if (detail.isPending) left = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (!info) {
    left = (
      <UnavailableResult
        kind={unavailableKind(detail.error)}
        words={t('problem.detail', { returnObjects: true })}
        list={{ path: list?.path ?? '/problem', label: list?.label, testId: 'back-to-list' }}
        onRetry={() => void detail.refetch()}
        testId="problem-unavailable"
      />
    );
  } else {
    left = (
      <>
        <ProblemHeader
          info={info}
          onStatistic={() => setStatisticOpen(true)}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          fullScreen={fullScreen}
        />
        <ProblemTabs problem={info.problem} passedSamples={passedSamples} mineId={info.problem.problemId} />
        <StatisticDialog
          open={statisticOpen}
          onClose={() => setStatisticOpen(false)}
          counts={info.problemCount}
          problemId={info.problem.problemId}
        />
      </>
    );
  }

  return (
    <SplitPane
      // A stacked page has no use for a disabled editor under a missing problem.
      collapsed={collapsed || (narrow && !detail.isPending && !info)}
      left={<div className="problem-detail__left">{left}</div>}
      right={<SubmitPanel problem={info} target={target} myStatus={myStatus} onFinished={onFinished} onSamplePassed={onSamplePassed} />}
    />
  );
}
