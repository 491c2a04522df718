import { useState, type Key } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@arbiter/contract';
import { KeywordSearch } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { localPager, useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { toast } from '@/ui/feedback.ts';
import { deleteDiscussionsAdmin, updateDiscussionAdmin } from '../api/admin-discussion.ts';
import { getDiscussionList } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';
import { moderationColumns } from './moderationColumns.tsx';

/** Every public post, hidden ones too: pin and hide at once, delete a selection (spec part 3 §4). */
export function DiscussionTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paging = useLocalPaging(10);
  const [selected, setSelected] = useState<Key[]>([]);
  const params = { currentPage: paging.currentPage, limit: paging.limit, keyword: paging.keyword || undefined, admin: true };
  const list = useQuery({
    queryKey: discussionKeys.list(params, 'admin'),
    queryFn: () => getDiscussionList(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: discussionKeys.all });

  const change = async (id: number, patch: { status?: 0 | 1; topPriority?: boolean }) => {
    await updateDiscussionAdmin({ id, ...patch });
    toast.success(t('adminDiscussion.list.updated'));
    await refresh();
  };
  const removeSelected = async () => {
    if (selected.length === 0) {
      toast.warning(t('adminDiscussion.list.noneSelected'));
      return;
    }
    await deleteDiscussionsAdmin(selected.map(Number));
    toast.success(t('adminDiscussion.list.deleted'));
    setSelected([]);
    await refresh();
  };

  const columns = moderationColumns(t, {
    link: (row) => `/discussion-detail/${row.id}`,
    newTab: true,
    onChange: (row, patch) => void change(row.id, patch),
    testId: 'admin-discussion',
  });

  return (
    <>
      <Space wrap className="admin-filters">
        <KeywordSearch
          keyword={paging.keyword}
          placeholder={t('adminDiscussion.list.keyword')}
          onSearch={paging.search}
          testId="admin-discussion-keyword"
        />
        <Popconfirm
          title={t('adminDiscussion.list.deleteConfirm', { count: selected.length })}
          disabled={selected.length === 0}
          onConfirm={() => void removeSelected()}
          okButtonProps={{ danger: true, 'data-testid': 'admin-discussion-delete-ok' }}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => (selected.length === 0 ? toast.warning(t('adminDiscussion.list.noneSelected')) : undefined)}
            data-testid="admin-discussion-delete"
          >
            {t('adminDiscussion.list.deleteSelected')}
          </Button>
        </Popconfirm>
      </Space>
      <PagedTable<Discussion>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('adminDiscussion.list.empty')}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        paging={localPager(paging, list.data?.total ?? 0)}
        testId="admin-discussion-table"
      />
    </>
  );
}
