import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Grid, Popconfirm, Progress, Space, Statistic, Tag, type ButtonProps } from 'antd';
import { FieldTimeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ContestType,
  SCOREBOARD_PAGE_SIZE,
  type ACMContestRankVO,
  type OIContestRankVO,
  type SubmissionListItem,
  type VirtualRunStateVO,
  type VirtualRunVO,
} from '@arbiter/contract';
import { SubmissionTable, useSubmissionPolling } from '@/features/submission/index.ts';
import { useNow } from '@/hooks/useNow.ts';
import { useLiveEvent } from '@/session/live.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatDuration, formatTime } from '@/utils/time.ts';
import { checkContestSubmissionsStatus, getContestProblems } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { getVirtualRank, getVirtualSubmissions, startVirtualRun } from '../api/virtual.ts';
import { contestPath, useContestScope } from '../pages/contestScope.ts';
import { BoardTable } from '../scoreboard/BoardTable.tsx';
import { acmColumns, oiColumns, type ColumnContext, type Keyed } from '../scoreboard/boardColumns.tsx';
import { useVirtualRun } from './useVirtualRun.ts';
import { runClockAt } from './virtualClock.ts';
import './virtual.css';

/** How often the board of a running run moves on by itself (the field's submissions come with the clock). */
const RUN_REFRESH_MS = 30_000;
const SUBMISSIONS_PAGE_SIZE = 10;

/** The run's clock: time left and passed, ticking on its own so that nothing else re-renders with it. */
function RunClock({ run, offset }: { run: VirtualRunVO; offset: number }) {
  const { t } = useTranslation();
  const clock = runClockAt(run, useNow(1000) + offset);
  return (
    <div className="virtual-clock" data-testid="virtual-clock">
      <Space size="large" wrap>
        <Statistic title={t('contestVirtual.left')} value={clock.left} valueStyle={{ fontVariantNumeric: 'tabular-nums' }} />
        <Statistic title={t('contestVirtual.elapsed')} value={clock.elapsed} valueStyle={{ fontVariantNumeric: 'tabular-nums' }} />
      </Space>
      <Progress percent={clock.percent} showInfo={false} status={clock.running ? 'active' : 'normal'} />
    </div>
  );
}

/** What the caller can do about a run: start one, see theirs, or why not. */
function RunCard({ state, offset }: { state: VirtualRunStateVO; offset: number }) {
  const { t } = useTranslation();
  const { cid, contest } = useContestScope();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startVirtualRun(cid),
    onSuccess: () => {
      toast.success(t('contestVirtual.started'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.virtualOf(cid) });
      void queryClient.invalidateQueries({ queryKey: contestKeys.problemStatusOf(cid) });
    },
  });
  const run = state.run;
  const running = run !== null && runClockAt(run, Date.now() + offset).running;
  return (
    <Card className="virtual-card" data-testid="virtual-run">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {run ? (
          <Space wrap align="center">
            <Tag color={running ? 'green' : 'default'} icon={<FieldTimeOutlined />} data-testid="virtual-state">
              {running ? t('contestVirtual.running') : t('contestVirtual.finished')}
            </Tag>
            <span className="muted">
              {t('contestVirtual.startedAt', { time: formatTime(run.startTime) })}
              {running ? null : ` · ${t('contestVirtual.endedAt', { time: formatTime(run.endTime) })}`}
            </span>
          </Space>
        ) : (
          <p className="virtual-card__intro">{t('contestVirtual.intro')}</p>
        )}
        {run ? <RunClock run={run} offset={offset} /> : null}
        {running ? (
          <Link to={contestPath.tab(cid, 'problems')}>
            <Button type="primary" data-testid="virtual-to-problems">
              {t('contestVirtual.toProblems')}
            </Button>
          </Link>
        ) : null}
        {!run && state.startable ? (
          <Popconfirm
            title={t('contestVirtual.startConfirm', { duration: formatDuration(contest.duration) })}
            onConfirm={() => start.mutate()}
            okText={t('contestVirtual.start')}
            cancelText={t('contestVirtual.cancel')}
            okButtonProps={{ 'data-testid': 'virtual-start-confirm' } as ButtonProps}
          >
            <Button type="primary" icon={<PlayCircleOutlined />} loading={start.isPending} data-testid="virtual-start">
              {t('contestVirtual.start')}
            </Button>
          </Popconfirm>
        ) : null}
        {!run && !state.startable ? (
          state.runningElsewhere !== null ? (
            <Alert
              type="info"
              showIcon
              message={t('contestVirtual.elsewhere')}
              action={<Link to={contestPath.tab(state.runningElsewhere, 'virtual')}>{t('contestVirtual.openElsewhere')}</Link>}
              data-testid="virtual-elsewhere"
            />
          ) : (
            <Alert type="warning" showIcon message={t('contestVirtual.noAccess')} data-testid="virtual-blocked" />
          )
        ) : null}
      </Space>
    </Card>
  );
}

/** The run's board: the field as it stood at the run's elapsed time, the caller's row pinned on top. */
function RunBoard({ running }: { running: boolean }) {
  const { t } = useTranslation();
  const compact = !(Grid.useBreakpoint().md ?? true);
  const { cid, contest } = useContestScope();
  const { token, user } = useSession();
  const [page, setPage] = useState({ currentPage: 1, limit: SCOREBOARD_PAGE_SIZE });
  const board = useQuery({
    queryKey: contestKeys.virtualRank(cid, page.currentPage, page.limit, token),
    queryFn: () => getVirtualRank({ cid, ...page }),
    placeholderData: keepPreviousData,
    refetchInterval: running ? RUN_REFRESH_MS : false,
  });
  const problems = useQuery({
    queryKey: contestKeys.board.problems(cid, false, token),
    queryFn: () => getContestProblems(cid, false),
  });
  // The heads count this board's submissions, not the real board's.
  const counted = useMemo(
    () => (problems.data ?? []).map((p) => ({ ...p, ...(board.data?.counts[String(p.pid)] ?? { ac: 0, total: 0 }) })),
    [problems.data, board.data],
  );
  const rows = useMemo(() => (board.data?.rank.records ?? []).map((r, i) => ({ ...r, key: `${i}:${r.uid}` })), [board.data]);
  const ctx: ColumnContext = {
    t,
    show: contest.rankShowName,
    problems: counted,
    followed: new Set(),
    selfUid: user?.uid ?? null,
    problemHref: (id) => contestPath.problem(cid, id),
    compact,
  };
  const common = {
    loading: board.isPending || (board.isPlaceholderData && board.isFetching),
    followed: ctx.followed,
    selfUid: ctx.selfUid,
    emptyText: t('scoreboard.empty'),
    filters: page,
    total: board.data?.rank.total ?? 0,
    compact,
    onPage: (currentPage: number, limit: number) => setPage(limit !== page.limit ? { currentPage: 1, limit } : { currentPage, limit }),
  };
  const elapsed = board.data ? formatDuration(board.data.run.elapsed) : null;
  return (
    <Card className="virtual-card" title={t('contestVirtual.board')} data-testid="virtual-board">
      {elapsed ? (
        <p className="muted virtual-card__note" data-testid="virtual-board-at">
          {t('contestVirtual.boardAt', { elapsed })}
        </p>
      ) : null}
      {board.data?.sealed ? <Alert className="virtual-card__note" type="info" showIcon message={t('contestVirtual.sealedNote')} /> : null}
      {contest.type === ContestType.OI ? (
        <BoardTable<OIContestRankVO> {...common} rows={rows as Keyed<OIContestRankVO>[]} columns={oiColumns(ctx)} />
      ) : (
        <BoardTable<ACMContestRankVO> {...common} rows={rows as Keyed<ACMContestRankVO>[]} columns={acmColumns(ctx)} />
      )}
    </Card>
  );
}

/** The run's own submissions, newest first. */
function RunSubmissions() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const { cid, contest } = useContestScope();
  const { token, user } = useSession();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery({
    queryKey: contestKeys.virtualSubmissions(cid, currentPage, token),
    queryFn: () => getVirtualSubmissions(cid, currentPage, SUBMISSIONS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  // The contest's status check answers for the caller's own run too.
  const check = useCallback((ids: number[]) => checkContestSubmissionsStatus(ids, cid), [cid]);
  const { rows, patch } = useSubmissionPolling(records, check);
  const displayIdOf = (row: SubmissionListItem) => row.displayId || row.displayPid;
  return (
    <Card className="virtual-card" title={t('contestVirtual.submissions')} data-testid="virtual-submissions">
      <SubmissionTable
        rows={rows}
        loading={list.isFetching}
        onPatch={patch}
        showScore={contest.type === ContestType.OI}
        isRoot={false}
        currentUid={user?.uid ?? null}
        detailPath={(row) => contestPath.submission(cid, displayIdOf(row), row.submitId)}
        problemPath={(row) => contestPath.problem(cid, displayIdOf(row))}
        problemLabel={displayIdOf}
        emptyText={t('contestVirtual.noSubmissions')}
        compact={!wide}
        testId="virtual-submission-table"
        pagination={{
          current: currentPage,
          pageSize: SUBMISSIONS_PAGE_SIZE,
          total: list.data?.total ?? 0,
          size: wide ? 'medium' : 'small',
          onChange: setCurrentPage,
        }}
      />
    </Card>
  );
}

/**
 * The Virtual tab of an ended contest: start a run, its clock, its board and its submissions. The
 * user's verdicts arrive over the live stream (or the lists' own refresh) and move the board.
 */
export default function ContestVirtual() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid, status, offset } = useContestScope();
  const queryClient = useQueryClient();
  const state = useVirtualRun(cid, status);
  useLiveEvent('verdict', () => void queryClient.invalidateQueries({ queryKey: contestKeys.virtualOf(cid) }));
  const run = state.data?.run ?? null;
  const running = run !== null && runClockAt(run, Date.now() + offset).running;
  if (!state.data) {
    return <Card loading={state.isPending} className="virtual-card" data-testid="virtual-run" />;
  }
  return (
    <div className="virtual-page" data-testid="contest-virtual">
      <RunCard state={state.data} offset={offset} />
      {run ? <RunBoard running={running} /> : null}
      {run ? <RunSubmissions /> : null}
      {state.isError ? (
        <Button onClick={() => void navigate(contestPath.root(cid))}>{t('contest.unavailable.backToOverview')}</Button>
      ) : null}
    </div>
  );
}
