import { useMemo, useState } from 'react';
import { Button, Card, Grid, Input, Space, Switch, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, EditOutlined, NotificationOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIST_PAGE_SIZE, isSuperAdmin, type AdminContestListRow } from '@arbiter/contract';
import { changeContestVisible, deleteContest, getAdminContestList } from '../api/admin-contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { AuthTag, RuleTypeTag, StatusTag } from './ContestTags.tsx';
import { DownloadAcDialog } from './DownloadAcDialog.tsx';
import { canManageContest } from './rules.ts';
import { keywordPageSearch, parseKeywordPage, type KeywordPageFilters } from '@/components/admin/listQuery.ts';
import { DeleteButton, IconAction } from '@/components/admin/RowActions.tsx';
import './adminContest.css';

/** /admin/contest — every contest for the back office (hoj-api §13.5 get-contest-list), ten a page. */
export default function ContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const wide = Grid.useBreakpoint().lg ?? true;
  const isRoot = isSuperAdmin(user?.roleList ?? []);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseKeywordPage(search), [search]);
  const change = (patch: Partial<KeywordPageFilters>) => setSearch(keywordPageSearch({ ...filters, currentPage: 1, ...patch }));
  const params = { currentPage: filters.currentPage, limit: CONTEST_LIST_PAGE_SIZE, keyword: filters.keyword || undefined };
  const list = useQuery({
    queryKey: contestKeys.admin.list(params),
    queryFn: () => getAdminContestList(params),
    placeholderData: keepPreviousData,
  });
  const [downloading, setDownloading] = useState<AdminContestListRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.all });

  const visible = useMutation({
    mutationFn: (row: { id: number; uid: string | null; visible: boolean }) => changeContestVisible(row.id, row.uid, row.visible),
    onSuccess: (msg) => toast.success(msg || t('admin.common.updated')),
    // A refusal was shown by the client; reading the list again puts the switch back.
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (cid: number) => deleteContest(cid),
    onSuccess: (msg) => {
      toast.success(msg || t('admin.common.deleted'));
      void refresh();
    },
  });

  const columns: TableColumnsType<AdminContestListRow> = [
    { title: t('adminContest.list.colId'), dataIndex: 'id', width: 56 },
    {
      title: t('adminContest.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) =>
        canManageContest(row, user) ? (
          <Link to={`/admin/contest/${row.id}/edit`} data-testid={`admin-contest-title-${row.id}`}>
            {v}
          </Link>
        ) : (
          v
        ),
    },
    { title: t('adminContest.list.colType'), dataIndex: 'type', width: 68, render: (v: number) => <RuleTypeTag type={v} /> },
    {
      title: t('adminContest.list.colAuth'),
      dataIndex: 'auth',
      width: 84,
      responsive: ['md'],
      render: (v: number) => <AuthTag auth={v} />,
    },
    {
      title: t('adminContest.list.colStatus'),
      key: 'status',
      width: 96,
      render: (_: unknown, row) => <StatusTag startTime={row.startTime} endTime={row.endTime} />,
    },
    {
      title: t('adminContest.list.colVisible'),
      dataIndex: 'visible',
      width: 72,
      render: (v: boolean, row) => (
        <Switch
          size="small"
          checked={v}
          disabled={!canManageContest(row, user)}
          loading={visible.isPending && visible.variables.id === row.id}
          onChange={(checked) => visible.mutate({ id: row.id, uid: row.uid, visible: checked })}
          aria-label={t('adminContest.list.colVisible')}
          data-testid={`admin-contest-visible-${row.id}`}
        />
      ),
    },
    {
      title: t('adminContest.list.colCreator'),
      dataIndex: 'author',
      width: 96,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('adminContest.list.colStart'),
      dataIndex: 'startTime',
      width: 136,
      responsive: ['md'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: isRoot ? 176 : 148,
      render: (_: unknown, row) => {
        const manage = canManageContest(row, user);
        return (
          <Space size={4} className="admin-row-actions">
            <IconAction
              primary
              title={t('admin.common.edit')}
              icon={<EditOutlined />}
              disabled={!manage}
              onClick={() => void navigate(`/admin/contest/${row.id}/edit`)}
              testId={`admin-contest-edit-${row.id}`}
            />
            <IconAction
              title={t('adminContest.list.problems')}
              icon={<OrderedListOutlined />}
              disabled={!manage}
              onClick={() => void navigate(`/admin/contest/${row.id}/problems`)}
              testId={`admin-contest-problems-${row.id}`}
            />
            <IconAction
              title={t('adminContest.list.announcements')}
              icon={<NotificationOutlined />}
              disabled={!manage}
              onClick={() => void navigate(`/admin/contest/${row.id}/announcement`)}
              testId={`admin-contest-announcements-${row.id}`}
            />
            <IconAction
              title={t('adminContest.list.download')}
              icon={<DownloadOutlined />}
              disabled={!manage}
              onClick={() => setDownloading(row)}
              testId={`admin-contest-download-${row.id}`}
            />
            {isRoot ? (
              <DeleteButton
                confirm={t('adminContest.list.deleteConfirm', { title: row.title })}
                label={t('admin.common.delete')}
                onDelete={() => remove.mutateAsync(row.id)}
                testId={`admin-contest-delete-${row.id}`}
                okTestId="admin-contest-delete-ok"
              />
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-contest-list">
      <Card
        title={t('adminContest.list.title')}
        extra={
          <Link to="/admin/contest/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="admin-contest-create">
              {t('adminContest.list.create')}
            </Button>
          </Link>
        }
      >
        <div className="admin-filters">
          <Input.Search
            allowClear
            defaultValue={filters.keyword}
            key={filters.keyword}
            placeholder={t('adminContest.list.keyword')}
            onSearch={(keyword) => change({ keyword: keyword.trim() })}
            className="admin-filters__keyword"
            data-testid="admin-contest-keyword"
          />
        </div>
        <Table<AdminContestListRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={wide ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('adminContest.list.empty')} /> }}
          pagination={{
            current: filters.currentPage,
            pageSize: CONTEST_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('admin.common.total', { total }),
            onChange: (currentPage) => change({ currentPage }),
          }}
          data-testid="admin-contest-table"
        />
      </Card>
      <DownloadAcDialog contest={downloading} onClose={() => setDownloading(null)} />
    </div>
  );
}
