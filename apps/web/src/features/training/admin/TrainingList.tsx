import { useMemo } from 'react';
import { Button, Card, Grid, Input, Space, Switch, Table, type TableColumnsType } from 'antd';
import { EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_TRAINING_PAGE_SIZE, isSuperAdmin, type AdminTraining } from '@arbiter/contract';
import { changeTrainingStatus, deleteTraining, getAdminTrainingList } from '../api/admin-training.ts';
import { trainingAdminKeys } from '../api/admin-keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { DeleteButton, IconAction } from '@/components/admin/RowActions.tsx';
import { keywordPageSearch, parseKeywordPage, type KeywordPageFilters } from '@/components/admin/listQuery.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { canManageTraining } from './rules.ts';
import { TrainingAuthTag } from './TrainingTags.tsx';
import './adminTraining.css';

/** /admin/training — every training for the back office (hoj-api §13.6 get-training-list), ten a page. */
export default function TrainingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const wide = Grid.useBreakpoint().lg ?? true;
  const isRoot = isSuperAdmin(user?.roleList ?? []);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseKeywordPage(search), [search]);
  const change = (patch: Partial<KeywordPageFilters>) => setSearch(keywordPageSearch({ ...filters, currentPage: 1, ...patch }));
  const params = { currentPage: filters.currentPage, limit: ADMIN_TRAINING_PAGE_SIZE, keyword: filters.keyword || undefined };
  const list = useQuery({
    queryKey: trainingAdminKeys.list(params),
    queryFn: () => getAdminTrainingList(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all });

  const status = useMutation({
    mutationFn: (row: { id: number; author: string | null; status: boolean }) => changeTrainingStatus(row.id, row.author, row.status),
    onSuccess: (msg) => toast.success(msg || t('admin.common.updated')),
    // A refusal was shown by the client; reading the list again puts the switch back.
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (tid: number) => deleteTraining(tid),
    onSuccess: (msg) => {
      toast.success(msg || t('admin.common.deleted'));
      void refresh();
    },
  });

  const columns: TableColumnsType<AdminTraining> = [
    { title: t('adminTraining.list.colId'), dataIndex: 'id', width: 64 },
    { title: t('adminTraining.list.colRank'), dataIndex: 'rank', width: 84 },
    {
      title: t('adminTraining.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) =>
        canManageTraining(row, user) ? (
          <Link to={`/admin/training/${row.id}/edit`} data-testid={`admin-training-title-${row.id}`}>
            {v}
          </Link>
        ) : (
          v
        ),
    },
    {
      title: t('adminTraining.list.colAuth'),
      dataIndex: 'auth',
      width: 84,
      render: (v: AdminTraining['auth']) => <TrainingAuthTag auth={v} />,
    },
    {
      title: t('adminTraining.list.colVisible'),
      dataIndex: 'status',
      width: 72,
      render: (v: boolean, row) => (
        <Switch
          size="small"
          checked={v}
          disabled={!canManageTraining(row, user)}
          loading={status.isPending && status.variables.id === row.id}
          onChange={(checked) => status.mutate({ id: row.id, author: row.author, status: checked })}
          aria-label={t('adminTraining.list.colVisible')}
          data-testid={`admin-training-visible-${row.id}`}
        />
      ),
    },
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
      render: (_: unknown, row) => {
        const manage = canManageTraining(row, user);
        return (
          <Space size={4} className="admin-row-actions">
            <IconAction
              primary
              title={t('admin.common.edit')}
              icon={<EditOutlined />}
              disabled={!manage}
              onClick={() => void navigate(`/admin/training/${row.id}/edit`)}
              testId={`admin-training-edit-${row.id}`}
            />
            <IconAction
              title={t('adminTraining.list.problems')}
              icon={<OrderedListOutlined />}
              disabled={!manage}
              onClick={() => void navigate(`/admin/training/${row.id}/problems`)}
              testId={`admin-training-problems-${row.id}`}
            />
            {isRoot ? (
              <DeleteButton
                confirm={t('adminTraining.list.deleteConfirm', { title: row.title })}
                label={t('admin.common.delete')}
                onDelete={() => remove.mutateAsync(row.id)}
                testId={`admin-training-delete-${row.id}`}
                okTestId="admin-training-delete-ok"
              />
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-training-list">
      <Card
        title={t('adminTraining.list.title')}
        extra={
          <Link to="/admin/training/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="admin-training-create">
              {t('adminTraining.list.create')}
            </Button>
          </Link>
        }
      >
        <div className="admin-filters">
          <Input.Search
            allowClear
            defaultValue={filters.keyword}
            key={filters.keyword}
            placeholder={t('adminTraining.list.keyword')}
            onSearch={(keyword) => change({ keyword: keyword.trim() })}
            className="admin-filters__keyword"
            data-testid="admin-training-keyword"
          />
        </div>
        <Table<AdminTraining>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={wide ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('adminTraining.list.empty')} /> }}
          pagination={{
            current: filters.currentPage,
            pageSize: ADMIN_TRAINING_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('admin.common.total', { total }),
            onChange: (currentPage) => change({ currentPage }),
          }}
          data-testid="admin-training-table"
        />
      </Card>
    </div>
  );
}
