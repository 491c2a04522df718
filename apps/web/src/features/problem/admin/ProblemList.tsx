import { useMemo, useState } from 'react';
import { Button, Select, Space, Tooltip, type TableColumnsType } from 'antd';
import { DiffOutlined, DownloadOutlined, EditOutlined, ExportOutlined, GlobalOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@arbiter/contract';
import {
  changeProblemAuth,
  deleteProblem,
  downloadTestcases,
  getAdminProblemList,
  importRemoteProblem,
  type AuthFilter,
} from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { allows } from '@/components/admin/access.ts';
import { AuthSelect, useAuthLabels, useCanPublish } from './AuthSelect.tsx';
import { authOptions, type AuthValue } from './authOptions.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { exportSelection } from './exportSelection.ts';
import { ImportRemoteDialog } from './ImportRemoteDialog.tsx';
import {
  ADMIN_BANKS,
  ADMIN_PAGE_SIZES,
  adminFiltersToSearch,
  adminListParams,
  changeAdminFilters,
  parseAdminFilters,
  type AdminListFilters,
} from './listQuery.ts';
import { DeleteButton, IconAction } from '@/components/admin/RowActions.tsx';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import './problemAdmin.css';

/** /admin/problems — every problem of the bank for its admins (hoj-api §13.4 get-problem-list). */
export default function ProblemList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const roles = user?.roleList ?? [];
  const canDelete = allows(roles, 'manager');
  const canExport = allows(roles, 'root');
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseAdminFilters(search), [search]);
  const change = (patch: Partial<AdminListFilters>) => setSearch(adminFiltersToSearch(changeAdminFilters(filters, patch)));
  const params = adminListParams(filters);
  const list = useQuery({
    queryKey: problemKeys.admin.problemList(params),
    queryFn: () => getAdminProblemList(params),
    placeholderData: keepPreviousData,
  });
  const authLabels = useAuthLabels();
  const canPublish = useCanPublish();
  const refresh = () => queryClient.invalidateQueries({ queryKey: problemKeys.admin.problemLists });
  const [importing, setImporting] = useState(false);

  const authChange = useMutation({
    mutationFn: ({ id, auth }: { id: number; auth: AuthValue }) => changeProblemAuth(id, auth),
    onSuccess: (msg) => toast.success(msg),
    // A refusal was shown by the client; reading the list again puts the old value back.
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (pid: number) => deleteProblem(pid),
    onSuccess: (msg) => {
      toast.success(msg);
      void refresh();
    },
  });

  const columns: TableColumnsType<Problem> = [
    { title: t('problemAdmin.problemList.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    {
      title: t('problemAdmin.problemList.colProblemId'),
      dataIndex: 'problemId',
      width: 150,
      render: (v: string) => <strong className="admin-problem-id">{v}</strong>,
    },
    {
      title: t('problemAdmin.problemList.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={`/admin/problem/edit/${row.id}`} data-testid={`admin-problem-title-${row.id}`}>
          {v}
        </Link>
      ),
    },
    {
      title: t('problemAdmin.problemList.colAuthor'),
      dataIndex: 'author',
      width: 120,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '--',
    },
    {
      // Both times in one column, so that the title keeps its room at 1280 px.
      title: t('problemAdmin.problemList.colTimes'),
      key: 'times',
      width: 160,
      responsive: ['lg'],
      render: (_: unknown, row) => (
        <div className="admin-times">
          <span>{formatTime(row.gmtCreate, 'YYYY-MM-DD HH:mm')}</span>
          <Tooltip title={row.modifiedUser ? t('problemAdmin.problemList.modifiedBy', { user: row.modifiedUser }) : undefined}>
            <span className="muted">{formatTime(row.gmtModified, 'YYYY-MM-DD HH:mm')}</span>
          </Tooltip>
        </div>
      ),
    },
    {
      title: t('problemAdmin.problemList.colAuth'),
      dataIndex: 'auth',
      width: 110,
      render: (v: number, row) => (
        <AuthSelect
          value={v}
          options={authOptions(authLabels, v, canPublish)}
          loading={authChange.isPending && authChange.variables.id === row.id}
          onChange={(auth) => authChange.mutate({ id: row.id, auth })}
          testId={`admin-problem-auth-${row.id}`}
        />
      ),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: canDelete ? 150 : 116,
      render: (_: unknown, row) => (
        <Space size={4} className="admin-row-actions">
          <IconAction
            primary
            title={t('admin.common.edit')}
            icon={<EditOutlined />}
            onClick={() => void navigate(`/admin/problem/edit/${row.id}`)}
            testId={`admin-problem-edit-${row.id}`}
          />
          <IconAction
            title={t('similarity.title')}
            icon={<DiffOutlined />}
            onClick={() => void navigate(`/admin/problem/similarity/${row.id}`)}
            testId={`admin-problem-similarity-${row.id}`}
          />
          <IconAction
            title={t('problemAdmin.problemList.downloadCases')}
            icon={<DownloadOutlined />}
            onClick={() => void downloadWithToasts(t, () => downloadTestcases(row.id))}
            testId={`admin-problem-download-${row.id}`}
          />
          {canExport ? (
            <IconAction
              title={t('problemAdmin.problemList.export')}
              icon={<ExportOutlined />}
              onClick={() => {
                exportSelection.add([{ id: row.id, problemId: row.problemId, title: row.title }]);
                toast.success(t('problemAdmin.problemList.addedToExport', { problemId: row.problemId }));
                void navigate('/admin/problem/batch-operation');
              }}
              testId={`admin-problem-export-${row.id}`}
            />
          ) : null}
          {canDelete ? (
            <DeleteButton
              confirm={t('problemAdmin.problemList.deleteConfirm', { problemId: row.problemId })}
              label={t('admin.common.delete')}
              onDelete={() => remove.mutateAsync(row.id)}
              testId={`admin-problem-delete-${row.id}`}
              okTestId="admin-problem-delete-ok"
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPageCard
      testId="admin-problem-list"
      title={t('problemAdmin.problemList.title')}
      create={{ to: '/admin/problem/create', label: t('problemAdmin.problemList.create'), testId: 'admin-problem-create' }}
      actions={
        <Button icon={<GlobalOutlined />} onClick={() => setImporting(true)} data-testid="admin-problem-import-remote">
          {t('problemAdmin.remote.open')}
        </Button>
      }
      dialogs={
        <ImportRemoteDialog
          open={importing}
          onClose={() => setImporting(false)}
          importer={importRemoteProblem}
          onImported={() => void refresh()}
        />
      }
      filters={
        <KeywordFilters
          keyword={filters.keyword}
          placeholder={t('problemAdmin.problemList.keyword')}
          onSearch={(keyword) => change({ keyword })}
          testId="admin-problem-keyword"
        >
          <Select<AuthFilter>
            value={filters.auth}
            onChange={(auth) => change({ auth })}
            // A filter, not a change: every auth can be looked for, contest-only problems too.
            options={[
              { value: 0, label: t('problemAdmin.problemList.authAll') },
              ...Object.entries(authLabels).map(([value, label]) => ({ value: Number(value) as AuthFilter, label })),
            ]}
            className="admin-filters__select"
            data-testid="admin-problem-auth-filter"
          />
          <Select<string>
            value={filters.oj}
            onChange={(oj) => change({ oj })}
            options={ADMIN_BANKS.map((b) => ({
              value: b,
              label: b === 'All' ? t('problemAdmin.problemList.ojAll') : b === 'ME' ? t('problemAdmin.problemList.ojMine') : b,
            }))}
            className="admin-filters__select"
            data-testid="admin-problem-oj-filter"
          />
        </KeywordFilters>
      }
    >
      <PagedTable<Problem>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('problemAdmin.problemList.empty')}
        paging={{
          current: filters.currentPage,
          size: filters.limit,
          total: list.data?.total ?? 0,
          sizes: ADMIN_PAGE_SIZES,
          onChange: (currentPage, limit) => change({ currentPage, limit }),
        }}
        testId="admin-problem-table"
      />
    </ListPageCard>
  );
}
