import { useMemo, type HTMLAttributes } from 'react';
import { Card, Grid, Input, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, TRAINING_LIST_PAGE_SIZE, TrainingAuth, type TrainingVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { FilterChip } from '@/components/common/FilterChip.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { getTrainingCategories, getTrainingList } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { CategoryTag } from '../components/TrainingTags.tsx';
import {
  changeTrainingFilters,
  parseTrainingFilters,
  trainingFiltersToSearch,
  trainingListParams,
  type TrainingListFilters,
} from './listQuery.ts';
import { useTrainingColumns } from './trainingColumns.tsx';
import { trainingPath } from './trainingScope.ts';
import './training.css';

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

  const columns = useTrainingColumns({ pathOf: trainingPath.root, showProgress: token !== null });

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
