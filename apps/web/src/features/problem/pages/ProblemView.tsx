import { useCallback, useMemo, useState } from 'react';
import { Grid, Skeleton, Tabs } from 'antd';
import { FileTextOutlined, HistoryOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProblemDetail, getUserProblemStatus } from '../api/problem.ts';
import { problemKeys } from '../api/keys.ts';
import { ApiError } from '@/api/client.ts';
import { ProblemAnnex } from '../components/ProblemAnnex.tsx';
import { ProblemBody } from '../components/ProblemBody.tsx';
import { StatisticDialog } from '../components/StatisticDialog.tsx';
import { SubmitPanel } from '../components/SubmitPanel.tsx';
import { parseExtraFiles } from '../components/extraFiles.ts';
import type { SubmitTarget } from '../components/useSubmitFlow.ts';
import { useSession } from '@/session/session.ts';
import { MySubmissions } from './MySubmissions.tsx';
import { ProblemHeader } from './ProblemHeader.tsx';
import { ProblemUnavailable, type ProblemListLink, type UnavailableKind } from './ProblemUnavailable.tsx';
import { SplitPane } from './SplitPane.tsx';

type LeftTab = 'description' | 'mine' | 'annex';

function unavailableKind(error: unknown): UnavailableKind {
  if (error instanceof ApiError) {
    if (error.httpStatus === 404 || error.status === 404) return 'notFound';
    if (error.httpStatus === 403 || error.status === 403) return 'forbidden';
  }
  return 'failed';
}

export interface ProblemViewProps {
  /** The bank's problem id (a training opens its problems by it too). */
  problemID: string;
  /** The training the problem is opened from: its submissions are recorded for the training. */
  tid?: number | undefined;
  /** The focus page (or, on it, the way back); the bank's own page has none. */
  fullScreen?: { path: string; active: boolean } | undefined;
  /** Where a missing problem sends the user back to (the bank's list by default). */
  list?: ProblemListLink | undefined;
  /** Called when a submission here has its verdict, so the area refreshes its own marks. */
  onFinished?: (() => void) | undefined;
}

/**
 * A bank problem: the statement on the left, the editor and the submit flow on the right (spec part
 * 2 §2.2). The bank's page shows it alone; a training shows it under its strip, submitting with its
 * `tid`. Keyed by the problem by its callers, so a new problem starts with fresh state.
 */
export function ProblemView({ problemID, tid, fullScreen, list, onFinished: onAreaFinished }: ProblemViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [tab, setTab] = useState<LeftTab>('description');
  const [collapsed, setCollapsed] = useState(false);
  const [statisticOpen, setStatisticOpen] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;
  const [passedSamples, setPassedSamples] = useState<ReadonlySet<number>>(new Set());

  const detail = useQuery({ queryKey: problemKeys.detail(problemID), queryFn: () => getProblemDetail(problemID) });
  const info = detail.data ?? null;
  const pid = info?.problem.id ?? null;
  const pids = useMemo(() => (pid === null ? [] : [pid]), [pid]);
  const status = useQuery({
    queryKey: problemKeys.userStatus(pids, token),
    queryFn: () => getUserProblemStatus({ pidList: pids, isContestProblemList: false }),
    enabled: token !== null && pid !== null,
  });
  const myStatus = pid === null ? null : (status.data?.[String(pid)]?.status ?? null);

  const target: SubmitTarget | null = useMemo(
    () => (info ? { submitPid: info.problem.problemId, cid: 0, tid: tid ?? null } : null),
    [info, tid],
  );
  const annex = useMemo(() => parseExtraFiles(info?.problem.userExtraFile), [info]);

  // A finished submission changes the counts, the user's status and the submission list.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: problemKeys.detail(problemID) });
    void queryClient.invalidateQueries({ queryKey: problemKeys.userStatuses });
    void queryClient.invalidateQueries({ queryKey: problemKeys.mySubmissionsOf(problemID) });
    onAreaFinished?.();
  }, [queryClient, problemID, onAreaFinished]);
  const onSamplePassed = useCallback((i: number) => setPassedSamples((s) => new Set(s).add(i)), []);

  let left;
  if (detail.isPending) left = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (!info) left = <ProblemUnavailable kind={unavailableKind(detail.error)} onRetry={() => void detail.refetch()} list={list} />;
  else {
    left = (
      <>
        <ProblemHeader
          info={info}
          onStatistic={() => setStatisticOpen(true)}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          fullScreen={fullScreen}
        />
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as LeftTab)}
          className="problem-tabs"
          items={[
            {
              key: 'description',
              label: (
                <span data-testid="tab-description">
                  <FileTextOutlined /> {t('problem.detail.tabDescription')}
                </span>
              ),
              children: <ProblemBody problem={info.problem} passedSamples={passedSamples} />,
            },
            {
              key: 'mine',
              label: (
                <span data-testid="tab-my-submission">
                  <HistoryOutlined /> {t('problem.detail.tabMySubmission')}
                </span>
              ),
              children: <MySubmissions problemId={info.problem.problemId} active={tab === 'mine'} />,
            },
            ...(annex.length > 0
              ? [
                  {
                    key: 'annex',
                    label: (
                      <span data-testid="tab-annex">
                        <PaperClipOutlined /> {t('problem.detail.tabAnnex')}
                      </span>
                    ),
                    children: <ProblemAnnex files={annex} />,
                  },
                ]
              : []),
          ]}
        />
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
