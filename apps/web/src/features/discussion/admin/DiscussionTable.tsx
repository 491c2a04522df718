import { useState, type Key } from 'react';
import { Button, Popconfirm, Space, Switch, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@arbiter/contract';
import { KeywordSearch } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { localPager, useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteDiscussionsAdmin, updateDiscussionAdmin } from '../api/admin-discussion.ts';
import { getDiscussionList } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';

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

  const columns: TableColumnsType<Discussion> = [
    { title: t('adminDiscussion.list.colId'), dataIndex: 'id', width: 70 },
    {
      title: t('adminDiscussion.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={`/discussion-detail/${row.id}`} target="_blank">
          {v}
        </Link>
      ),
    },
    { title: t('adminDiscussion.list.colAuthor'), dataIndex: 'author', width: 120 },
    { title: t('adminDiscussion.list.colCategory'), dataIndex: 'categoryName', width: 110, render: (v: string | null) => v ?? '--' },
    {
      title: t('adminDiscussion.list.colCounts'),
      key: 'counts',
      width: 150,
      render: (_v, row) => `${row.commentNum} / ${row.likeNum} / ${row.viewNum}`,
    },
    {
      title: t('adminDiscussion.list.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminDiscussion.list.colPinned'),
      dataIndex: 'topPriority',
      width: 80,
      render: (v: boolean, row) => (
        <Switch
          size="small"
          checked={v}
          onChange={(on) => void change(row.id, { topPriority: on })}
          data-testid={`admin-discussion-pin-${row.id}`}
        />
      ),
    },
    {
      title: t('adminDiscussion.list.colStatus'),
      dataIndex: 'status',
      width: 100,
      render: (v: number, row) => (
        <Switch
          checked={v === 0}
          checkedChildren={t('adminDiscussion.list.normal')}
          unCheckedChildren={t('adminDiscussion.list.hidden')}
          onChange={(on) => void change(row.id, { status: on ? 0 : 1 })}
          data-testid={`admin-discussion-status-${row.id}`}
        />
      ),
    },
  ];

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
