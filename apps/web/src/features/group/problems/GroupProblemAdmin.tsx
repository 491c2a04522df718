import { useState } from 'react';
import { Button, Card, Grid, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import {
  ArrowLeftOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress, GROUP_PAGE_SIZES, type Problem } from '@arbiter/contract';
import { AuthSelect, authOptions, downloadTestcases, useAuthLabels, type AuthValue } from '@/features/problem/index.ts';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { ConfirmAction, IconAction } from '@/components/admin/RowActions.tsx';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { useGroupScope } from '../shell/groupScope.ts';
import { applyPublic, changeGroupProblemAuth, deleteGroupProblem, getGroupAdminProblemList, groupProblemKeys } from './api.ts';
import { tabModePath } from './modes.ts';
import { progressLook } from './progress.ts';

/**
 * The Problem tab's admin list (spec part 3 §2.3): every problem of the group with its auth, its
 * public-bank application and its actions. The group root manages any problem, another admin only
 * their own (§6); the server decides again.
 */
export default function GroupProblemAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { gid, isRoot } = useGroupScope();
  const authLabels = useAuthLabels();
  // A phone keeps the card's title readable: the header buttons show their icons only.
  const wide = Grid.useBreakpoint().sm ?? true;
  const [paging, setPaging] = useState<{ currentPage: number; limit: number }>({ currentPage: 1, limit: GROUP_PAGE_SIZES.other });
  const params = { gid, ...paging };
  const list = useQuery({
    queryKey: groupProblemKeys.admin(params),
    queryFn: () => getGroupAdminProblemList(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupProblemKeys.of(gid) });
  const done = (msg: string) => {
    toast.success(msg);
    void refresh();
  };
  const authChange = useMutation({
    mutationFn: ({ pid, auth }: { pid: number; auth: AuthValue }) => changeGroupProblemAuth(pid, auth),
    onSuccess: (msg) => toast.success(msg),
    onSettled: () => void refresh(),
  });
  const mayManage = (row: Problem) => isRoot || (user !== null && row.author === user.username);

  const columns: TableColumnsType<Problem> = [
    { title: t('groupProblem.admin.colId'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    { title: t('groupProblem.admin.colProblemId'), dataIndex: 'problemId', width: 130, render: (v: string) => <strong>{v}</strong> },
    { title: t('groupProblem.admin.colTitle'), dataIndex: 'title' },
    {
      title: t('groupProblem.admin.colAuthor'),
      dataIndex: 'author',
      width: 110,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('groupProblem.admin.colCreated'),
      dataIndex: 'gmtCreate',
      width: 140,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('groupProblem.admin.colModifiedUser'),
      dataIndex: 'modifiedUser',
      width: 110,
      responsive: ['xl'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('groupProblem.admin.colAuth'),
      dataIndex: 'auth',
      width: 110,
      render: (v: number, row) =>
        mayManage(row) ? (
          <AuthSelect
            value={v}
            options={authOptions(authLabels, v, true)}
            loading={authChange.isPending && authChange.variables.pid === row.id}
            onChange={(auth) => authChange.mutate({ pid: row.id, auth })}
            testId={`group-problem-auth-${row.id}`}
          />
        ) : (
          <Tag>{authLabels[v as AuthValue]}</Tag>
        ),
    },
    {
      title: t('groupProblem.admin.colProgress'),
      dataIndex: 'applyPublicProgress',
      width: 100,
      responsive: ['md'],
      render: (v: number | null) => {
        const look = progressLook(v);
        return <Tag color={look.color}>{t(`groupProblem.admin.progress.${look.key}`)}</Tag>;
      },
    },
    {
      title: t('groupProblem.admin.colActions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, row) => {
        const managed = mayManage(row);
        const applying = row.applyPublicProgress === ApplyPublicProgress.APPLYING;
        return (
          <Space size={4} className="admin-row-actions">
            <IconAction
              primary
              title={t('groupProblem.admin.edit')}
              icon={<EditOutlined />}
              disabled={!managed}
              onClick={() => void navigate(tabModePath(gid, 'edit', row.id))}
              testId={`group-problem-edit-${row.id}`}
            />
            <IconAction
              title={t('groupProblem.admin.download')}
              icon={<DownloadOutlined />}
              disabled={!managed}
              onClick={() => void downloadWithToasts(t, () => downloadTestcases(row.id))}
              testId={`group-problem-download-${row.id}`}
            />
            <ConfirmAction
              confirm={t(applying ? 'groupProblem.admin.cancelConfirm' : 'groupProblem.admin.applyConfirm', { problemId: row.problemId })}
              label={t(applying ? 'groupProblem.admin.cancelApply' : 'groupProblem.admin.applyPublic')}
              okText={t(applying ? 'groupProblem.admin.cancelApply' : 'groupProblem.admin.applyPublic')}
              icon={applying ? <CloudDownloadOutlined /> : <CloudUploadOutlined />}
              disabled={!managed}
              onConfirm={() => applyPublic(row.id, !applying).then(done)}
              testId={`group-problem-apply-${row.id}`}
              okTestId="group-problem-apply-ok"
            />
            <ConfirmAction
              danger
              confirm={t('groupProblem.admin.deleteConfirm', { problemId: row.problemId })}
              label={t('groupProblem.admin.remove')}
              okText={t('groupProblem.admin.remove')}
              icon={<DeleteOutlined />}
              disabled={!managed}
              onConfirm={() => deleteGroupProblem(row.id).then(done)}
              testId={`group-problem-delete-${row.id}`}
              okTestId="group-problem-delete-ok"
            />
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('groupProblem.admin.title')}
      data-testid="group-problem-admin"
      extra={
        <Space wrap size={8}>
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            aria-label={t('groupProblem.list.create')}
            onClick={() => void navigate(tabModePath(gid, 'create'))}
            data-testid="group-problem-admin-create"
          >
            {wide ? t('groupProblem.list.create') : null}
          </Button>
          <Tooltip title={t('groupProblem.list.backToList')}>
            <Button
              size="small"
              icon={<ArrowLeftOutlined />}
              aria-label={t('groupProblem.list.backToList')}
              onClick={() => void navigate(tabModePath(gid, 'list'))}
              data-testid="group-problem-admin-back"
            >
              {wide ? t('groupProblem.list.title') : null}
            </Button>
          </Tooltip>
        </Space>
      }
    >
      <PagedTable<Problem>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('groupProblem.admin.empty')}
        paging={{
          current: paging.currentPage,
          size: paging.limit,
          total: list.data?.total ?? 0,
          onChange: (currentPage, limit) => setPaging({ currentPage, limit }),
        }}
        testId="group-problem-admin-table"
      />
    </Card>
  );
}
