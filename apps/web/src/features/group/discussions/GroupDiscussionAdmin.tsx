import { useState } from 'react';
import { Button, Popconfirm, Switch, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@arbiter/contract';
import { discussionKeys } from '@/features/discussion/index.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { deleteGroupDiscussion, getGroupAdminDiscussions, groupDiscussionKeys, updateGroupDiscussion } from './api.ts';

const PAGE = 10;

/** The group admins' table (spec part 3 §2.3): every post of the group, hidden ones too; pin, hide or delete at once. */
export function GroupDiscussionAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { gid } = useGroupScope();
  const [currentPage, setCurrentPage] = useState(1);
  const params = { gid, currentPage, limit: PAGE };
  const list = useQuery({
    queryKey: groupDiscussionKeys.admin(params),
    queryFn: () => getGroupAdminDiscussions(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: discussionKeys.all });

  const change = async (row: Discussion, patch: { status?: 0 | 1; topPriority?: boolean }) => {
    await updateGroupDiscussion({
      id: row.id,
      gid,
      title: row.title,
      description: row.description,
      content: row.content ?? '',
      categoryId: row.categoryId ?? 0,
      topPriority: row.topPriority,
      status: row.status === 1 ? 1 : 0,
      ...patch,
    });
    toast.success(t('groupDiscussion.updated'));
    await refresh();
  };
  const remove = async (row: Discussion) => {
    await deleteGroupDiscussion(row.id);
    toast.success(t('discussion.list.deleted'));
    await refresh();
  };

  const columns: TableColumnsType<Discussion> = [
    { title: t('groupDiscussion.colId'), dataIndex: 'id', width: 70 },
    {
      title: t('groupDiscussion.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => <Link to={groupPath.discussion(gid, row.id)}>{v}</Link>,
    },
    { title: t('groupDiscussion.colAuthor'), dataIndex: 'author', width: 100 },
    { title: t('groupDiscussion.colCategory'), dataIndex: 'categoryName', width: 100, render: (v: string | null) => v ?? '--' },
    {
      title: t('groupDiscussion.colCounts'),
      key: 'counts',
      width: 110,
      render: (_v, row) => `${row.commentNum} / ${row.likeNum} / ${row.viewNum}`,
    },
    {
      title: t('groupDiscussion.colCreated'),
      dataIndex: 'gmtCreate',
      width: 140,
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('groupDiscussion.colPinned'),
      dataIndex: 'topPriority',
      width: 80,
      render: (v: boolean, row) => (
        <Switch
          size="small"
          checked={v}
          onChange={(on) => void change(row, { topPriority: on })}
          data-testid={`group-discussion-pin-${row.id}`}
        />
      ),
    },
    {
      title: t('groupDiscussion.colStatus'),
      dataIndex: 'status',
      width: 100,
      render: (v: number, row) => (
        <Switch
          checked={v === 0}
          checkedChildren={t('groupDiscussion.normal')}
          unCheckedChildren={t('groupDiscussion.hidden')}
          onChange={(on) => void change(row, { status: on ? 0 : 1 })}
          data-testid={`group-discussion-status-${row.id}`}
        />
      ),
    },
    {
      title: t('groupDiscussion.colAction'),
      key: 'action',
      width: 80,
      render: (_v, row) => (
        <Popconfirm
          title={t('discussion.list.deleteConfirm', { title: row.title })}
          onConfirm={() => void remove(row)}
          okButtonProps={{ danger: true, 'data-testid': 'group-discussion-delete-ok' }}
        >
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('discussion.list.delete')}
            data-testid={`group-discussion-delete-${row.id}`}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<Discussion>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching}
      scroll={{ x: 860 }}
      locale={{ emptyText: t('groupDiscussion.empty') }}
      pagination={{
        current: currentPage,
        pageSize: PAGE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setCurrentPage,
      }}
      data-testid="group-discussion-admin-table"
    />
  );
}
