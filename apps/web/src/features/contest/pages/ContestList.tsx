import { useMemo } from 'react';
import { Card, Grid, Input, List, Pagination, Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIST_PAGE_SIZE, ContestStatus, ContestType, type ContestVO } from '@arbiter/contract';
import { getContestList } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { contestPath } from './contestScope.ts';
import { ContestListRow } from './ContestListRow.tsx';
import {
  RULE_CHOICES,
  STATUS_CHOICES,
  changeContestFilters,
  contestFiltersToSearch,
  contestListParams,
  parseContestFilters,
  type ContestListFilters,
} from './listQuery.ts';
import './contest.css';

/** /contest — the contest list with its filters in the URL (spec part 2 §2.6). */
export default function ContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  const { token } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseContestFilters(search), [search]);

  const apply = (next: ContestListFilters) => setSearch(contestFiltersToSearch(next));
  const change = (patch: Partial<ContestListFilters>) => apply(changeContestFilters(filters, patch));

  const params = contestListParams(filters);
  const list = useQuery({
    queryKey: contestKeys.list(params, token),
    queryFn: () => getContestList(params),
    placeholderData: keepPreviousData,
  });

  // Opening a contest needs login (spec part 2 §5).
  const open = (c: ContestVO) => {
    if (!token) {
      toast.warning(t('errors.pleaseLogin'));
      authDialog.open('login');
      return;
    }
    void navigate(contestPath.root(c.id));
  };

  const statusLabel = (s: number) =>
    s === ContestStatus.SCHEDULED
      ? t('contestStatus.scheduled')
      : s === ContestStatus.RUNNING
        ? t('contestStatus.running')
        : t('contestStatus.ended');

  return (
    <div className="page contest-list">
      <Card title={t('contest.list.title')} className="contest-list__card" data-testid="contest-list-page">
        <div className="contest-filters" data-testid="contest-filters">
          <Select<number | 'all'>
            className="contest-filters__select"
            value={filters.type ?? 'all'}
            onChange={(v) => change({ type: v === 'all' ? null : v })}
            aria-label={t('contest.list.rule')}
            options={[
              { value: 'all', label: t('contest.list.ruleAll') },
              ...RULE_CHOICES.map((r) => ({ value: r, label: r === ContestType.OI ? t('contest.rule.oi') : t('contest.rule.acm') })),
            ]}
            data-testid="contest-rule-filter"
          />
          <Select<number | 'all'>
            className="contest-filters__select"
            value={filters.status ?? 'all'}
            onChange={(v) => change({ status: v === 'all' ? null : v })}
            aria-label={t('contest.list.status')}
            options={[
              { value: 'all', label: t('contest.list.statusAll') },
              ...STATUS_CHOICES.map((s) => ({ value: s, label: statusLabel(s) })),
            ]}
            data-testid="contest-status-filter"
          />
          <Input.Search
            // Re-mounted when the URL changes, so Back shows the right text.
            key={`k-${filters.keyword}`}
            className="contest-filters__keyword"
            defaultValue={filters.keyword}
            placeholder={t('contest.list.keywordPlaceholder')}
            allowClear
            maxLength={255}
            onSearch={(v) => change({ keyword: v })}
            data-testid="contest-keyword"
          />
        </div>
        <List<ContestVO>
          className="contest-list__items"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: <EmptyState text={t('contest.list.empty')} /> }}
          renderItem={(c) => <ContestListRow key={c.id} contest={c} onOpen={open} onRule={(type) => change({ type })} />}
        />
        <Pagination
          className="contest-list__pager"
          current={filters.currentPage}
          pageSize={CONTEST_LIST_PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          size={wide ? 'medium' : 'small'}
          showTotal={wide ? (total) => t('contest.list.total', { total }) : undefined}
          onChange={(currentPage) => change({ currentPage })}
        />
      </Card>
    </div>
  );
}
