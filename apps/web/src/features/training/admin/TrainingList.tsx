import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_TRAINING_PAGE_SIZE, isSuperAdmin, type AdminTraining } from '@arbiter/contract';
import { changeTrainingStatus, deleteTraining, getAdminTrainingList } from '../api/admin-training.ts';
import { trainingAdminKeys } from '../api/admin-keys.ts';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { SubjectRowActions, subjectTitleColumn } from '@/components/admin/SubjectListRow.tsx';
import { useUrlKeywordPage } from '@/components/admin/useUrlKeywordPage.ts';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';
import { canManageTraining } from './rules.ts';
import { TrainingAuthTag } from './TrainingTags.tsx';
import './adminTraining.css';

/** /admin/training — every training for the back office (hoj-api §13.6 get-training-list), ten a page. */
export default function TrainingList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const isRoot = isSuperAdmin(user?.roleList ?? []);
  const { filters, change, list } = useUrlKeywordPage(ADMIN_TRAINING_PAGE_SIZE, (params) => ({
    queryKey: trainingAdminKeys.list(params),
    queryFn: () => getAdminTrainingList(params),
  }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all });

  const status = useVisibilitySave(
    (row: { id: number; author: string | null; status: boolean }) => changeTrainingStatus(row.id, row.author, row.status),
    refresh,
  );
  const remove = useRowDelete(deleteTraining, refresh);

  const columns: TableColumnsType<AdminTraining> = [
    { title: t('adminTraining.list.colId'), dataIndex: 'id', width: 64 },
    { title: t('adminTraining.list.colRank'), dataIndex: 'rank', width: 84 },
    subjectTitleColumn<AdminTraining>({
      title: t('adminTraining.list.colTitle'),
      base: '/admin/training',
      canManage: (row) => canManageTraining(row, user),
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
      canChange: (row) => canManageTraining(row, user),
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
      width: isRoot ? 120 : 92,
      render: (_: unknown, row) => (
        <SubjectRowActions
          base="/admin/training"
          id={row.id}
          manage={canManageTraining(row, user)}
          problemsLabel={t('adminTraining.list.problems')}
          remove={
            isRoot
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
      create={{ to: '/admin/training/create', label: t('adminTraining.list.create'), testId: 'admin-training-create' }}
      filters={
        <KeywordFilters
          keyword={filters.keyword}
          placeholder={t('adminTraining.list.keyword')}
          onSearch={(keyword) => change({ keyword })}
          testId="admin-training-keyword"
        />
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
