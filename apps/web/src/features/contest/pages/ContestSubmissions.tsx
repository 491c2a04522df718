import { useCallback, useMemo } from 'react';
import { Card, Grid } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestType, type SubmissionListItem } from '@arbiter/contract';
import { checkContestSubmissionsStatus, getContestSubmissions, type ContestSubmissionParams } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import {
  changeFilters,
  filtersToSearch,
  listParams,
  PAGE_SIZES,
  parseFilters,
  SubmissionFilters,
  type SubmissionFilterValues as Filters,
  SubmissionTable,
  useSubmissionPolling,
} from '@/features/submission/index.ts';
import { useSession } from '@/session/session.ts';
import { contestPath, useContestScope } from './contestScope.ts';

/** The contest display id of a row (the bank's id when the server leaves it out). */
const displayIdOf = (row: SubmissionListItem) => row.displayId || row.displayPid;

/**
 * The Status tab (spec part 2 §2.4 in a contest): the contest's submissions with the list's filters
 * in the URL (Mine/All, status, problem display id, author); running rows are checked through the
 * contest's status call. The score column shows in OI contests only.
 */
export default function ContestSubmissions() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const { cid, contest, isRoot } = useContestScope();
  const { token, user } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseFilters(search), [search]);

  const apply = (next: Filters) => setSearch(filtersToSearch(next));
  const change = (patch: Partial<Filters>) => apply(changeFilters(filters, patch));

  const base = listParams(filters);
  const params: ContestSubmissionParams = {
    contestID: cid,
    currentPage: base.currentPage,
    limit: base.limit,
    onlyMine: base.onlyMine,
    problemID: base.problemID,
    completeProblemID: base.completeProblemID,
    status: base.status,
    username: base.username,
  };
  const list = useQuery({
    queryKey: contestKeys.submissions(params, token),
    queryFn: () => getContestSubmissions(params),
    placeholderData: keepPreviousData,
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const check = useCallback((ids: number[]) => checkContestSubmissionsStatus(ids, cid), [cid]);
  const { rows, patch } = useSubmissionPolling(records, check);

  return (
    <Card className="submission-list__card" data-testid="contest-submissions">
      <SubmissionFilters
        filters={filters}
        onChange={change}
        onMineChange={(onlyMine) => change({ onlyMine })}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <SubmissionTable
        rows={rows}
        loading={list.isFetching}
        showScore={contest.type === ContestType.OI}
        isRoot={isRoot}
        currentUid={user?.uid ?? null}
        detailPath={(row) => contestPath.submission(cid, displayIdOf(row), row.submitId)}
        problemPath={(row) => contestPath.problem(cid, displayIdOf(row))}
        problemLabel={displayIdOf}
        onPatch={patch}
        emptyText={t('submission.list.empty')}
        compact={!wide}
        testId="contest-submission-table"
        pagination={{
          current: filters.currentPage,
          pageSize: filters.limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: wide ? (total) => t('submission.list.total', { total }) : undefined,
          size: wide ? 'medium' : 'small',
          onChange: (currentPage, limit) =>
            apply(limit !== filters.limit ? changeFilters(filters, { limit }) : changeFilters(filters, { currentPage })),
        }}
      />
    </Card>
  );
}
