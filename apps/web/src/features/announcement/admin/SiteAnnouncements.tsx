import { useState } from 'react';
import { Button, Card, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminAnnouncementVO } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { RowActions } from '@/components/admin/RowActions.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import {
  AnnouncementDialog,
  draftOfAnnouncement,
  isVisible,
  newAnnouncementDraft,
  withVisibility,
  type AnnouncementDraft,
} from '@/features/contest/index.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteSiteAnnouncement, getSiteAnnouncements, saveSiteAnnouncement } from '../api/admin-announcement.ts';
import { announcementKeys } from '../api/keys.ts';

const TIME = 'YYYY-MM-DD HH:mm';

/** /admin/announcement — the site's announcements (spec part 3 §2.4): list, create, edit, show or hide, delete. */
export default function SiteAnnouncements() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paging = useLocalPaging(10);
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const list = useQuery({
    queryKey: announcementKeys.adminList(paging.currentPage, paging.limit),
    queryFn: () => getSiteAnnouncements(paging.currentPage, paging.limit),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });

  const visibility = useVisibilitySave(
    ({ row, visible }: { row: AdminAnnouncementVO; visible: boolean }) => saveSiteAnnouncement(withVisibility(row, visible)),
    refresh,
  );
  const remove = useMutation({
    mutationFn: deleteSiteAnnouncement,
    onSuccess: (msg) => {
      toast.success(msg);
      void refresh();
    },
  });

  const columns: TableColumnsType<AdminAnnouncementVO> = [
    { title: t('adminAnnouncement.list.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminAnnouncement.list.colTitle'), dataIndex: 'title' },
    {
      title: t('adminAnnouncement.list.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, TIME),
    },
    {
      title: t('adminAnnouncement.list.colModified'),
      dataIndex: 'gmtModified',
      width: 150,
      responsive: ['md'],
      render: (v: string) => formatTime(v, TIME),
    },
    {
      title: t('adminAnnouncement.list.colAuthor'),
      dataIndex: 'username',
      width: 110,
      responsive: ['md'],
      render: (v: string) => v || '--',
    },
    visibilityColumn<AdminAnnouncementVO>({
      title: t('adminAnnouncement.list.colVisible'),
      dataIndex: 'status',
      width: 90,
      isOn: (row) => isVisible(row.status),
      savingId: visibility.isPending ? visibility.variables.row.id : undefined,
      onChange: (row, visible) => visibility.mutate({ row, visible }),
      testId: 'site-announcement-visible',
    }),
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row) => (
        <RowActions
          id={row.id}
          name={row.title}
          testId="site-announcement"
          confirm={t('adminAnnouncement.list.deleteConfirm', { title: row.title })}
          onEdit={() => setEditing(draftOfAnnouncement(row))}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-site-announcements">
      <Card
        title={t('adminAnnouncement.list.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(newAnnouncementDraft())}
            data-testid="site-announcement-create"
          >
            {t('adminAnnouncement.list.create')}
          </Button>
        }
      >
        <PagedTable<AdminAnnouncementVO>
          rowKey="id"
          columns={columns}
          rows={list.data?.records ?? []}
          loading={list.isFetching}
          emptyText={t('adminAnnouncement.list.empty')}
          expandable={{ expandedRowRender: (row) => <LazyMarkdown source={row.content} /> }}
          paging={{
            current: paging.currentPage,
            size: paging.limit,
            total: list.data?.total ?? 0,
            sizes: [10, 20, 50, 100],
            onChange: paging.turn,
          }}
          testId="site-announcement-table"
        />
      </Card>
      {editing ? (
        <AnnouncementDialog
          key={editing.id ?? 'new'}
          initial={editing}
          onSave={saveSiteAnnouncement}
          testId="site-announcement"
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
