import { useState } from 'react';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@arbiter/contract';
import { discussionKeys, moderationColumns } from '@/features/discussion/index.ts';
import { toast } from '@/ui/feedback.ts';
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
    ...moderationColumns(t, {
      link: (row) => groupPath.discussion(gid, row.id),
      newTab: false,
      onChange: (row, patch) => void change(row, patch),
      testId: 'group-discussion',
    }),
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
