import { useMemo, useState } from 'react';
import { Grid } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ContestStatus,
  ContestType,
  SCOREBOARD_REFRESH_MS,
  type ACMContestRankVO,
  type ContestVO,
  type OIContestRankVO,
} from '@arbiter/contract';
import { getContestProblems } from '../api/contest.ts';
import { downloadContestRank, getContestRank, getOutsideScoreboard } from '../api/scoreboard.ts';
import { useLiveEvent, usePollUnlessLive, useWatchContest } from '@/session/live.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { contestKeys } from '../api/keys.ts';
import { isContestAdmin } from '../components/contestRules.ts';
import { contestPath } from '../pages/contestScope.ts';
import { useSession } from '@/session/session.ts';
import { BoardFilters } from './BoardFilters.tsx';
import { BoardTable } from './BoardTable.tsx';
import { acmColumns, oiColumns, type ColumnContext, type Keyed } from './boardColumns.tsx';
import { boardFiltersToSearch, changeBoardFilters, parseBoardFilters, rankRequest, type BoardFilters as Filters } from './boardQuery.ts';
import { useContestStatus } from './useContestStatus.ts';
import { useFollowed } from './useFollowed.ts';
import './scoreboard.css';

export type BoardScope = 'inside' | 'outside';

/**
 * A contest's scoreboard with its filters (spec part 2 §2.8): the rank tab's board ('inside', with
 * the viewer's and followed users' rows pinned on top) or the public outside board. The filters
 * live in the URL; Force Update and Auto Refresh belong to the page visit.
 */
export function BoardView({ contest, scope }: { contest: ContestVO; scope: BoardScope }) {
  const { t } = useTranslation();
  const compact = !(Grid.useBreakpoint().md ?? true);
  const { token, user } = useSession();
  const canForce = isContestAdmin(contest, user);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseBoardFilters(search), [search]);
  const change = (patch: Partial<Filters>) => setSearch(boardFiltersToSearch(changeBoardFilters(filters, patch)));

  const ended = useContestStatus(contest).status === ContestStatus.ENDED;
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [stoppedByFailure, setStoppedByFailure] = useState(false);
  // Nothing changes once the contest is over.
  if (ended && autoRefresh) setAutoRefresh(false);

  const { followed, followedSet, toggle } = useFollowed(contest.id);
  const request = rankRequest(contest.id, filters, {
    forceRefresh: canForce && forceRefresh,
    concernedList: scope === 'inside' ? followed : undefined,
    allowEndSubmit: contest.allowEndSubmit,
  });
  // Auto refresh follows the live stream's board events while it is live, else polls (spec: 30 s).
  useWatchContest(contest.id);
  const poll = usePollUnlessLive(SCOREBOARD_REFRESH_MS);
  const interval = autoRefresh ? poll : false;
  const board = useQuery({
    queryKey: contestKeys.board.board(scope, request, token),
    queryFn: () => (scope === 'inside' ? getContestRank(request) : getOutsideScoreboard(request)),
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
  const problems = useQuery({
    queryKey: contestKeys.board.problems(contest.id, request.containsEnd, token),
    queryFn: () => getContestProblems(contest.id, request.containsEnd),
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });

  useLiveEvent('board', (e) => {
    if (!autoRefresh || e.cid !== contest.id) return;
    void board.refetch();
    void problems.refetch();
  });

  // A failed refresh turns auto refresh off (spec part 2 §4); the shown board stays.
  // Only a failure newer than the last one seen counts: another page's older failure does not.
  const [seenFailure, setSeenFailure] = useState(board.errorUpdatedAt);
  if (board.errorUpdatedAt > seenFailure) {
    setSeenFailure(board.errorUpdatedAt);
    if (autoRefresh) {
      setAutoRefresh(false);
      setStoppedByFailure(true);
    }
  }

  const rows = useMemo(() => (board.data?.records ?? []).map((r, i) => ({ ...r, key: `${i}:${r.uid}` })), [board.data]);
  const ctx: ColumnContext = {
    t,
    show: contest.rankShowName,
    problems: problems.data ?? [],
    followed: followedSet,
    selfUid: scope === 'inside' ? (user?.uid ?? null) : null,
    onToggleFollow: toggle,
    problemHref: scope === 'inside' ? (id) => contestPath.problem(contest.id, id) : undefined,
    compact,
  };
  const common = {
    loading: board.isPending || (board.isPlaceholderData && board.isFetching),
    followed: followedSet,
    selfUid: ctx.selfUid,
    emptyText: filters.keyword ? t('scoreboard.emptySearch') : t('scoreboard.empty'),
    filters,
    total: board.data?.total ?? 0,
    compact,
    onPage: (currentPage: number, limit: number) => change(limit !== filters.limit ? { limit } : { currentPage }),
  };

  return (
    <div className="sb-board" data-testid={`sb-board-${scope}`}>
      <BoardFilters
        filters={filters}
        onChange={change}
        allowEndSubmit={contest.allowEndSubmit}
        canForce={canForce}
        forceRefresh={forceRefresh}
        onForceRefresh={setForceRefresh}
        autoRefresh={autoRefresh}
        onAutoRefresh={(on) => {
          setAutoRefresh(on);
          setStoppedByFailure(false);
        }}
        ended={ended}
        stoppedByFailure={stoppedByFailure}
        onRefresh={() => {
          void board.refetch();
          void problems.refetch();
        }}
        refreshing={board.isFetching}
        onDownload={
          scope === 'inside'
            ? () =>
                void downloadWithToasts(t, () =>
                  downloadContestRank(contest.id, {
                    forceRefresh: request.forceRefresh ?? false,
                    removeStar: request.removeStar ?? false,
                    containEnd: request.containsEnd ?? false,
                  }),
                )
            : undefined
        }
      />
      {contest.type === ContestType.OI ? (
        <BoardTable<OIContestRankVO> {...common} rows={rows as Keyed<OIContestRankVO>[]} columns={oiColumns(ctx)} />
      ) : (
        <BoardTable<ACMContestRankVO> {...common} rows={rows as Keyed<ACMContestRankVO>[]} columns={acmColumns(ctx)} />
      )}
    </div>
  );
}
