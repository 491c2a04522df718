import { useEffect, useMemo, useRef } from 'react';
import { Card, Grid } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUBMISSION_COUNT_CAP, type SubmissionListItem } from '@arbiter/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSubmissionList } from '../api/submission.ts';
import { submissionKeys } from '../api/keys.ts';
import { SubmissionTable } from '../components/SubmissionTable.tsx';
import { useSubmissionPolling } from '../components/useSubmissionPolling.ts';
import { authDialog } from '@/session/authDialog.ts';
import { roleFlags, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { SubmissionFilters } from './SubmissionFilters.tsx';
import { PAGE_SIZES, changeFilters, filtersToSearch, listParams, parseFilters, type SubmissionFilters as Filters } from './listQuery.ts';
import './submissionList.css';

/** Where a group's list sends its rows: the group's own submission and problem pages. */
export interface SubmissionListScope {
  gid: number;
  detailPath: (row: SubmissionListItem) => string;
  problemPath: (row: SubmissionListItem) => string;
}

/** /status — everyone's submissions, or only mine, with the filters in the URL (spec part 2 §2.4). */
export default function SubmissionList() {
  return <SubmissionListPanel />;
}

/** The list with its filters; a group's tab (`scope`) lists the group's submissions and links inside the group. */
export function SubmissionListPanel({ scope }: { scope?: SubmissionListScope }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const { token, user } = useSession();
  const { isRoot } = roleFlags(user);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseFilters(search), [search]);

  const apply = (next: Filters) => setSearch(filtersToSearch(next));
  const change = (patch: Partial<Filters>) => apply(changeFilters(filters, patch));

  /** 'Only mine' needs login: warn, open the login dialog, and the switch stays (or turns back) off. */
  const askLogin = () => {
    toast.warning(t('submission.list.pleaseLogin'));
    authDialog.open('login');
  };
  const onMineChange = (mine: boolean) => {
    if (mine && !token) askLogin();
    else change({ onlyMine: mine });
  };

  // A shared `/status?onlyMine=true` opened without a session: the same warning, and the switch turns back off.
  const warnedOnce = useRef(false);
  const mineWithoutLogin = filters.onlyMine && !token;
  useEffect(() => {
    if (!mineWithoutLogin || warnedOnce.current) return;
    warnedOnce.current = true;
    askLogin();
    setSearch(filtersToSearch({ ...filters, onlyMine: false }), { replace: true });
    // Runs once per arrival; `filters` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mineWithoutLogin]);

  const params = { ...listParams(mineWithoutLogin ? { ...filters, onlyMine: false } : filters), ...(scope ? { gid: scope.gid } : {}) };
  const list = useQuery({
    queryKey: submissionKeys.list(params, token),
    queryFn: () => getSubmissionList(params),
    placeholderData: keepPreviousData,
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const { rows, patch } = useSubmissionPolling(records);

  return (
    <div className={scope ? 'submission-list' : 'page submission-list'}>
      <Card className="submission-list__card" title={t('submission.list.title')} data-testid="submission-list-page">
        <SubmissionFilters
          filters={filters}
          onChange={change}
          onMineChange={onMineChange}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
        />
        <SubmissionTable
          rows={rows}
          loading={list.isFetching}
          showScore
          isRoot={isRoot}
          currentUid={user?.uid ?? null}
          onPatch={patch}
          emptyText={t('submission.list.empty')}
          compact={!wide}
          {...(scope ? { detailPath: scope.detailPath, problemPath: scope.problemPath } : {})}
          pagination={{
            current: filters.currentPage,
            pageSize: filters.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: wide
              ? (total) => t('submission.list.total', { total: total >= SUBMISSION_COUNT_CAP ? `${SUBMISSION_COUNT_CAP}+` : total })
              : undefined,
            size: wide ? 'medium' : 'small',
            onChange: (currentPage, limit) =>
              apply(limit !== filters.limit ? changeFilters(filters, { limit }) : changeFilters(filters, { currentPage })),
          }}
        />
      </Card>
    </div>
  );
}
