import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_TRAINING_PAGE_SIZE, type AdminTraining } from '@arbiter/contract';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { SubjectRowActions, subjectTitleColumn } from '@/components/admin/SubjectListRow.tsx';
import { useUrlKeywordPage } from '@/components/admin/useUrlKeywordPage.ts';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';
import { useTrainingDesk } from './desk.ts';
import { TrainingAuthTag } from './TrainingTags.tsx';
import './adminTraining.css';

/**
 * /admin/training — every training for the back office (hoj-api §13.6 get-training-list), ten a
 * page; a group's Training tab shows its own through the group's desk (hoj-api §11).
 */
export default function TrainingList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const desk = useTrainingDesk();
  const canManage = (row: AdminTraining) => desk.canManage(row, user);
  const { filters, change, list } = useUrlKeywordPage(ADMIN_TRAINING_PAGE_SIZE, (params) => ({
    queryKey: desk.keys.list(params),
    queryFn: () => desk.list(params),
  }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: desk.keys.all });

  const status = useVisibilitySave(
    (row: { id: number; author: string | null; status: boolean }) => desk.changeStatus(row.id, row.author, row.status),
    refresh,
  );
  const remove = useRowDelete(desk.remove, refresh);

  const columns: TableColumnsType<AdminTraining> = [
    { title: t('adminTraining.list.colId'), dataIndex: 'id', width: 64 },
    { title: t('adminTraining.list.colRank'), dataIndex: 'rank', width: 84 },
    subjectTitleColumn<AdminTraining>({
      title: t('adminTraining.list.colTitle'),
      base: desk.base,
      canManage,
      testId: 'admin-training',
    }),
    {
      title: t('adminTraining.list.colAuth'),
      dataIndex: 'auth',
      width: 84,
      render: (v: AdminTraining['auth']) => <TrainingAuthTag auth={v} />,
    },
    visibilityColumn<AdminTraining>({
      title: t('adminTraining.list.colVisible'),
      dataIndex: 'status',
      width: 72,
      isOn: (row) => row.status,
      canChange: canManage,
      savingId: status.isPending ? status.variables.id : undefined,
      onChange: (row, on) => status.mutate({ id: row.id, author: row.author, status: on }),
      testId: 'admin-training-visible',
    }),
    {
      title: t('adminTraining.list.colInfo'),
      key: 'info',
      width: 200,
      responsive: ['md'],
      render: (_: unknown, row) => (
        <div className="admin-times">
          <span>{t('adminTraining.list.author', { author: row.author ?? '--' })}</span>
          <span className="muted">{t('adminTraining.list.created', { time: formatTime(row.gmtCreate, 'YYYY-MM-DD HH:mm') })}</span>
          <span className="muted">{t('adminTraining.list.updated', { time: formatTime(row.gmtModified, 'YYYY-MM-DD HH:mm') })}</span>
        </div>
      ),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: (list.data?.records ?? []).some((row) => desk.canDelete(row, user)) ? 120 : 92,
      render: (_: unknown, row) => (
        <SubjectRowActions
          base={desk.base}
          id={row.id}
          manage={canManage(row)}
          problemsLabel={t('adminTraining.list.problems')}
          remove={
            desk.canDelete(row, user)
              ? { confirm: t('adminTraining.list.deleteConfirm', { title: row.title }), onDelete: () => remove.mutateAsync(row.id) }
              : null
          }
          testId="admin-training"
        />
      ),
    },
  ];

  return (
    <ListPageCard
      testId="admin-training-list"
      title={t('adminTraining.list.title')}
      create={{ to: `${desk.base}/create`, label: t('adminTraining.list.create'), testId: 'admin-training-create' }}
      filters={
        !desk.searchable ? null : (
          <KeywordFilters
            keyword={filters.keyword}
            placeholder={t('adminTraining.list.keyword')}
            onSearch={(keyword) => change({ keyword })}
            testId="admin-training-keyword"
          />
        )
      }
    >
      <PagedTable<AdminTraining>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('adminTraining.list.empty')}
        paging={{
          current: filters.currentPage,
          size: ADMIN_TRAINING_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (currentPage) => change({ currentPage }),
        }}
        testId="admin-training-table"
      />
    </ListPageCard>
  );
}
