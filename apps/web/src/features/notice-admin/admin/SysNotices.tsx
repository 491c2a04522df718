import { useState } from 'react';
import { Button, Card, Segmented, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SYS_NOTICE_TYPES, type AdminSysNoticeVO, type SysNoticeType } from '@arbiter/contract';
import { MessageTable } from '@/components/admin/MessageTable.tsx';
import { RowActions } from '@/components/admin/RowActions.tsx';
import { useRowDelete } from '@/components/admin/rowMutations.ts';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteNotice, getNotices } from '../api/notices.ts';
import { noticeKeys } from '../api/keys.ts';
import { draftOfNotice, newNoticeDraft, type NoticeDraft } from './model.ts';
import { NoticeDialog } from './NoticeDialog.tsx';
import { NoticeReadCount, NoticeRecipients } from './NoticeTags.tsx';
import './notices.css';

const TIME = 'YYYY-MM-DD HH:mm';
type TypeFilter = SysNoticeType | 'any';

/** /admin/notice — the super admin's system notices (hoj-api §10): list by recipients, create, edit the text, delete. */
export default function SysNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paging = useLocalPaging(10);
  const [filter, setFilter] = useState<TypeFilter>('any');
  const type = filter === 'any' ? undefined : filter;
  const list = useQuery({
    queryKey: noticeKeys.list(filter, paging.currentPage, paging.limit),
    queryFn: () => getNotices(type, paging.currentPage, paging.limit),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  const remove = useRowDelete(deleteNotice, refresh);
  const [editing, setEditing] = useState<NoticeDraft | null>(null);

  const columns: TableColumnsType<AdminSysNoticeVO> = [
    { title: t('adminNotice.list.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminNotice.list.colTitle'), dataIndex: 'title' },
    {
      title: t('adminNotice.list.colRecipient'),
      key: 'recipient',
      width: 170,
      render: (_: unknown, row) => <NoticeRecipients notice={row} />,
    },
    {
      title: t('adminNotice.list.colRead'),
      key: 'read',
      width: 140,
      responsive: ['sm'],
      render: (_: unknown, row) => <NoticeReadCount notice={row} />,
    },
    {
      title: t('adminNotice.list.colAdmin'),
      dataIndex: 'adminUsername',
      width: 110,
      responsive: ['md'],
      render: (v: string | null) => v || '--',
    },
    {
      title: t('adminNotice.list.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, TIME),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row) => (
        <RowActions
          id={row.id}
          name={row.title}
          testId="notice"
          confirm={t('adminNotice.list.deleteConfirm', { title: row.title })}
          onEdit={() => setEditing(draftOfNotice(row))}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
    },
  ];

  const chooseFilter = (next: TypeFilter) => {
    setFilter(next);
    paging.turn(1, paging.limit);
  };

  return (
    <div className="admin-page" data-testid="admin-sys-notices">
      <Card
        title={t('adminNotice.list.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newNoticeDraft())} data-testid="notice-create">
            {t('adminNotice.list.create')}
          </Button>
        }
      >
        <Segmented<TypeFilter>
          className="notice-filter"
          value={filter}
          onChange={chooseFilter}
          options={[
            { value: 'any', label: t('adminNotice.list.filterAny') },
            ...SYS_NOTICE_TYPES.map((value) => ({ value, label: t(`adminNotice.type.${value}`) })),
          ]}
          aria-label={t('adminNotice.list.filterLabel')}
          data-testid="notice-filter"
        />
        <MessageTable<AdminSysNoticeVO>
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          paging={paging}
          emptyText={t('adminNotice.list.empty')}
          testId="notice-table"
        />
      </Card>
      {editing ? (
        <NoticeDialog
          key={editing.id ?? 'new'}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
