import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Button, Grid, Result, Skeleton } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestStatus, ContestType, ResultStatus } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { getContestProblemDetails, getContestSubmissions } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { ContestProblemHeader } from '../components/ContestProblemHeader.tsx';
import { ContestProblemStrip } from '../components/ContestProblemStrip.tsx';
import { needsCoverConfirm, type SubmitBlock } from '../components/contestRules.ts';
import {
  type MySubmissionsSource,
  ProblemTabs,
  SplitPane,
  StatisticDialog,
  SubmitPanel,
  type SubmitTarget,
} from '@/features/problem/index.ts';
import { ScopeProblemFrame } from '@/components/scope/ScopeProblemFrame.tsx';
import { useSession } from '@/session/session.ts';
import { contestPath, useContestScope } from './contestScope.ts';
import { useContestProblems } from '../api/useContestProblems.ts';

const BLOCK_TEXT: Record<SubmitBlock, 'contest.problem.submitLogin' | 'contest.problem.submitEnded' | 'contest.problem.submitNotStarted'> =
  {
    login: 'contest.problem.submitLogin',
    ended: 'contest.problem.submitEnded',
    notStarted: 'contest.problem.submitNotStarted',
  };

function ProblemMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid } = useContestScope();
  const notFound = error instanceof ApiError && (error.httpStatus === 404 || error.status === ResultStatus.NOT_FOUND);
  const failed = !(error instanceof ApiError) || error.kind !== 'body';
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      title={notFound ? t('problem.detail.notFoundTitle') : failed ? t('problem.detail.failedTitle') : error.message}
      subTitle={notFound ? t('contest.problem.notFoundText') : failed ? t('problem.detail.failedText') : undefined}
      data-testid="problem-unavailable"
      extra={[
        <Button key="list" type="primary" icon={<OrderedListOutlined />} onClick={() => void navigate(contestPath.tab(cid, 'problems'))}>
          {t('contest.problem.backToProblems')}
        </Button>,
        <Button key="retry" onClick={onRetry}>
          {t('common.retry')}
        </Button>,
      ]}
    />
  );
}

/**
 * A contest problem (spec part 2 §2.2, §4): the problem strip, the statement with the contest's
 * display id and title, and the editor submitting to the contest. Inside the shell, or alone on
 * the focus page.
 */
export function ContestProblemView({ displayId, fullScreen }: { displayId: string; fullScreen: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const scope = useContestScope();
  const { cid, contest, status, realTime, maySubmit, askPassword } = scope;
  const narrow = Grid.useBreakpoint().md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [statisticOpen, setStatisticOpen] = useState(false);
  const [passedSamples, setPassedSamples] = useState<ReadonlySet<number>>(new Set());

  const detail = useQuery({
    queryKey: contestKeys.problem(cid, displayId, token),
    queryFn: () => getContestProblemDetails(cid, displayId),
  });
  const { problems, mine } = useContestProblems();
  const info = detail.data ?? null;
  const pid = info?.problem.id ?? null;
  const myStatus = pid === null ? null : (mine[String(pid)]?.status ?? null);
  const target: SubmitTarget = useMemo(() => ({ submitPid: displayId, cid }), [displayId, cid]);

  const confirmBeforeSubmit = useCallback(async () => {
    // Without access the password comes first (spec part 2 §4).
    if (!maySubmit) {
      askPassword();
      return false;
    }
    if (!needsCoverConfirm(realTime, myStatus)) return true;
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('problem.submit.coverConfirm'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }, [maySubmit, askPassword, realTime, myStatus, modal, t]);

  // A finished submission changes the counts, the marks of the strip and the user's submissions.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contestKeys.problemOf(cid, displayId) });
    void queryClient.invalidateQueries({ queryKey: contestKeys.problemStatusOf(cid) });
    void queryClient.invalidateQueries({ queryKey: contestKeys.problemsOf(cid) });
    void queryClient.invalidateQueries({ queryKey: contestKeys.mySubmissionsOf(cid, displayId) });
  }, [queryClient, cid, displayId]);
  const onSamplePassed = useCallback((i: number) => setPassedSamples((s) => new Set(s).add(i)), []);

  const mySource: MySubmissionsSource = useMemo(
    () => ({
      queryKey: (page) => contestKeys.mySubmissions(cid, displayId, page, token),
      load: (page, limit) =>
        getContestSubmissions({ contestID: cid, onlyMine: true, problemID: displayId, completeProblemID: true, currentPage: page, limit }),
      detailPath: (row) => contestPath.submission(cid, displayId, row.submitId),
    }),
    [cid, displayId, token],
  );

  const pathOf = (id: string) => (fullScreen ? contestPath.fullScreen(cid, id) : contestPath.problem(cid, id));
  const block = scope.submitBlock;

  let left;
  if (detail.isPending) left = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (!info) left = <ProblemMissing error={detail.error} onRetry={() => void detail.refetch()} />;
  else {
    left = (
      <>
        <ContestProblemHeader
          info={info}
          displayId={displayId}
          running={status === ContestStatus.RUNNING}
          solutionsPath={contestPath.submissions(cid, { problemID: displayId, completeProblemID: 'true' })}
          fullScreenPath={fullScreen ? contestPath.problem(cid, displayId) : contestPath.fullScreen(cid, displayId)}
          fullScreen={fullScreen}
          onStatistic={() => setStatisticOpen(true)}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
        />
        <ProblemTabs problem={info.problem} passedSamples={passedSamples} hideSource mineId={displayId} mineSource={mySource} />
        <StatisticDialog open={statisticOpen} onClose={() => setStatisticOpen(false)} counts={info.problemCount} problemId={displayId} />
      </>
    );
  }

  return (
    <ScopeProblemFrame
      className={fullScreen ? 'contest-problem contest-problem--full' : 'contest-problem'}
      testId="contest-problem-page"
      strip={
        <ContestProblemStrip
          problems={problems.data ?? []}
          mine={mine}
          isOI={contest.type === ContestType.OI}
          current={displayId}
          pathOf={pathOf}
          showTitles={fullScreen && !narrow}
        />
      }
    >
      <SplitPane
        collapsed={collapsed || (narrow && !detail.isPending && !info)}
        left={<div className="problem-detail__left">{left}</div>}
        right={
          <SubmitPanel
            problem={info}
            target={target}
            myStatus={myStatus}
            submitDisabled={block !== null}
            {...(block !== null ? { submitDisabledReason: t(BLOCK_TEXT[block]) } : {})}
            statusDetailPath={(submitId) => contestPath.submission(cid, displayId, submitId)}
            {...(realTime
              ? {}
              : {
                  resultNotice: (
                    <Alert type="success" showIcon title={t('contest.problem.submittedSolution')} data-testid="contest-submitted-notice" />
                  ),
                })}
            confirmBeforeSubmit={confirmBeforeSubmit}
            onFinished={onFinished}
            onSamplePassed={onSamplePassed}
          />
        }
      />
    </ScopeProblemFrame>
  );
}
