import { useState } from 'react';
import { Button, Popconfirm, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserRolesVO } from '@arbiter/contract';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { DeleteButton } from '@/components/admin/RowActions.tsx';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteUsers, getUsers, type UserListParams } from '../api/users.ts';
import { userAdminKeys } from '../api/keys.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { roleLabel } from './roleOptions.ts';

const TIME = 'YYYY-MM-DD HH:mm';

/** The users, searched and paged, with their edit dialog and the delete of one or of the selected. Rows: `user-row-<username>`. */
export function UserList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<UserListParams>({ currentPage: 1, limit: 10, keyword: '', onlyAdmin: false });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserRolesVO | null>(null);
  const list = useQuery({ queryKey: userAdminKeys.list(params), queryFn: () => getUsers(params), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
  const change = (patch: Partial<UserListParams>) => setParams((p) => ({ ...p, currentPage: 1, ...patch }));

  const remove = async (ids: string[]) => {
    toast.success(await deleteUsers(ids));
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    await refresh();
  };

  const columns: TableColumnsType<UserRolesVO> = [
    { title: t('userAdmin.list.colUsername'), dataIndex: 'username', render: (v: string) => <strong>{v}</strong> },
    { title: t('userAdmin.list.colRealname'), dataIndex: 'realname', responsive: ['md'], render: (v: string | null) => v || '--' },
    { title: t('userAdmin.list.colEmail'), dataIndex: 'email', responsive: ['lg'], render: (v: string | null) => v || '--' },
    {
      title: t('userAdmin.list.colRole'),
      key: 'role',
      width: 130,
      render: (_, u) => (u.roles[0] ? <Tag color={u.roles[0].id === 1002 ? undefined : 'blue'}>{roleLabel(t, u.roles[0].id)}</Tag> : '--'),
    },
    {
      title: t('userAdmin.list.colStatus'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) =>
        v === 0 ? <Tag color="green">{t('userAdmin.list.normal')}</Tag> : <Tag color="red">{t('userAdmin.list.banned')}</Tag>,
    },
    {
      title: t('userAdmin.list.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, TIME),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 96,
      render: (_, u) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('admin.common.edit')} ${u.username}`}
            onClick={() => setEditing(u)}
            data-testid={`user-edit-${u.username}`}
          />
          <DeleteButton
            confirm={t('userAdmin.list.deleteOne', { username: u.username })}
            label={`${t('admin.common.delete')} ${u.username}`}
            onDelete={() => remove([u.uid])}
            testId={`user-delete-${u.username}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <KeywordFilters
        keyword={params.keyword}
        placeholder={t('userAdmin.list.search')}
        onSearch={(keyword) => change({ keyword })}
        testId="user-search"
      >
        <Space size={6}>
          <Switch checked={params.onlyAdmin} onChange={(onlyAdmin) => change({ onlyAdmin })} data-testid="user-only-admin" />
          <span>{t('userAdmin.list.onlyAdmin')}</span>
        </Space>
        <Popconfirm
          title={t('userAdmin.list.deleteConfirm', { count: selected.length })}
          okText={t('admin.common.delete')}
          cancelText={t('admin.common.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': 'user-delete-selected-ok' } }}
          onConfirm={() => remove(selected).catch(() => undefined)}
          disabled={selected.length === 0}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} data-testid="user-delete-selected">
            {t('userAdmin.list.deleteSelected')}
            {selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </Popconfirm>
      </KeywordFilters>
      <PagedTable<UserRolesVO>
        rowKey="uid"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('userAdmin.list.empty')}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true }}
        onRow={(u) => ({ 'data-testid': `user-row-${u.username}` }) as React.HTMLAttributes<HTMLElement>}
        paging={{
          current: params.currentPage,
          size: params.limit,
          total: list.data?.total ?? 0,
          sizes: [10, 20, 50, 100],
          onChange: (currentPage, limit) => setParams((p) => ({ ...p, currentPage, limit })),
        }}
        testId="user-table"
      />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}
