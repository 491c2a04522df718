import { useMemo, type HTMLAttributes } from 'react';
import { Card, Grid, Input, Table, Tooltip, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { TRAINING_AUTHS, TRAINING_LIST_PAGE_SIZE, TrainingAuth, type TrainingVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { FilterChip } from '@/components/common/FilterChip.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { getTrainingCategories, getTrainingList } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { CategoryTag, TrainingAuthTag, TrainingProgress } from '../components/TrainingTags.tsx';
import {
  changeTrainingFilters,
  parseTrainingFilters,
  trainingFiltersToSearch,
  trainingListParams,
  type TrainingListFilters,
} from './listQuery.ts';
import { trainingPath } from './trainingScope.ts';
import './training.css';

dayjs.extend(relativeTimePlugin);

/** The colour of 'All' among the category tags, as the categories have their own. */
const ALL_COLOR = '#1677ff';

/** /training — the training list with its filters in the URL (spec part 2 §2.15). */
export default function TrainingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  const { token } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseTrainingFilters(search), [search]);
  const change = (patch: Partial<TrainingListFilters>) => setSearch(trainingFiltersToSearch(changeTrainingFilters(filters, patch)));

  const params = trainingListParams(filters);
  const list = useQuery({
    queryKey: trainingKeys.list(params, token),
    queryFn: () => getTrainingList(params),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: trainingKeys.categories, queryFn: getTrainingCategories, staleTime: 5 * 60_000 });

  // Opening a training needs login (spec part 2 §5).
  const open = (training: TrainingVO) => {
    if (!token) {
      toast.warning(t('errors.pleaseLogin'));
      authDialog.open('login');
      return;
    }
    void navigate(trainingPath.root(training.id));
  };

  const columns: TableColumnsType<TrainingVO> = [
    { key: 'rank', title: t('training.list.colNumber'), dataIndex: 'rank', width: 90, responsive: ['sm'] },
    {
      key: 'title',
      title: t('training.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <a
          className="training-list__title"
          href={trainingPath.root(row.id)}
          onClick={(e) => {
            // The row opens it; the link is there for keyboards and new tabs.
            e.preventDefault();
          }}
          data-testid={`training-title-${row.id}`}
        >
          {v}
        </a>
      ),
    },
    {
      key: 'auth',
      title: t('training.list.colAuth'),
      dataIndex: 'auth',
      width: 96,
      render: (v: TrainingAuth) => <TrainingAuthTag auth={v} />,
    },
    {
      key: 'category',
      title: t('training.list.colCategory'),
      width: 130,
      responsive: ['md'],
      render: (_v, row) => (row.categoryName ? <CategoryTag name={row.categoryName} color={row.categoryColor} /> : '--'),
    },
    ...(token
      ? [
          {
            key: 'progress',
            title: t('training.list.colProgress'),
            width: wide ? 150 : 96,
            render: (_v: unknown, row: TrainingVO) => <TrainingProgress acCount={row.acCount} problemCount={row.problemCount} />,
          },
        ]
      : []),
    { key: 'count', title: t('training.list.colProblems'), dataIndex: 'problemCount', width: 96, align: 'center', responsive: ['sm'] },
    {
      key: 'author',
      title: t('training.list.colAuthor'),
      dataIndex: 'author',
      width: 120,
      ellipsis: true,
      responsive: ['lg'],
      render: (v: string | null) =>
        v ? (
          <Link to={`/user-home?username=${encodeURIComponent(v)}`} onClick={(e) => e.stopPropagation()}>
            {v}
          </Link>
        ) : (
          '--'
        ),
    },
    {
      key: 'updated',
      title: t('training.list.colUpdated'),
      dataIndex: 'gmtModified',
      width: 140,
      responsive: ['md'],
      render: (v: string) => (
        <Tooltip title={formatTime(v)}>
          <time dateTime={v}>{dayjs(v).fromNow()}</time>
        </Tooltip>
      ),
    },
  ];

  return (
    <div className="page training-list">
      <Card title={t('training.list.title')} className="training-list__card" data-testid="training-list-page">
        <div className="training-filters" data-testid="training-filters">
          <Input.Search
            // Re-mounted when the URL changes, so Back shows the right text.
            key={`k-${filters.keyword}`}
            className="training-filters__keyword"
            defaultValue={filters.keyword}
            placeholder={t('training.list.keywordPlaceholder')}
            allowClear
            maxLength={255}
            onSearch={(v) => change({ keyword: v })}
            data-testid="training-keyword"
          />
          <div className="training-filters__row">
            <span className="training-filters__label">{t('training.list.auth')}</span>
            <div className="training-filters__tags">
              <FilterChip checked={filters.auth === null} onChange={() => change({ auth: null })} data-testid="training-auth-all">
                {t('training.list.all')}
              </FilterChip>
              {TRAINING_AUTHS.map((a) => (
                <FilterChip key={a} checked={filters.auth === a} onChange={() => change({ auth: a })} data-testid={`training-auth-${a}`}>
                  {a === TrainingAuth.PRIVATE ? t('training.auth.private') : t('training.auth.public')}
                </FilterChip>
              ))}
            </div>
          </div>
          <div className="training-filters__row">
            <span className="training-filters__label">{t('training.list.category')}</span>
            <div className="training-filters__tags">
              <CategoryTag
                name={t('training.list.all')}
                color={ALL_COLOR}
                filled={filters.categoryId === null}
                onClick={() => change({ categoryId: null })}
                testId="training-category-all"
              />
              {(categories.data ?? []).map((c) => (
                <CategoryTag
                  key={c.id}
                  name={c.name}
                  color={c.color}
                  filled={filters.categoryId === c.id}
                  onClick={() => change({ categoryId: c.id })}
                  testId={`training-category-${c.id}`}
                />
              ))}
            </div>
          </div>
        </div>
        <Table<TrainingVO>
          className="training-list__table"
          rowKey="id"
          size={wide ? 'middle' : 'small'}
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          rowClassName="clickable-row"
          onRow={(row) =>
            ({
              onClick: () => open(row),
              'data-testid': `training-row-${row.id}`,
            }) as HTMLAttributes<HTMLElement>
          }
          locale={{ emptyText: <EmptyState text={t('training.list.empty')} /> }}
          pagination={{
            current: filters.currentPage,
            pageSize: TRAINING_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: wide ? (total) => t('training.list.total', { total }) : undefined,
            size: wide ? 'medium' : 'small',
            onChange: (currentPage) => change({ currentPage }),
          }}
        />
      </Card>
    </div>
  );
}
