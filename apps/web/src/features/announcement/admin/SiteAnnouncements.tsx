import { Button, Card, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminAnnouncementVO } from '@arbiter/contract';
import { MessageTable } from '@/components/admin/MessageTable.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { useAnnouncementAdmin } from '@/features/contest/index.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteSiteAnnouncement, getSiteAnnouncements, saveSiteAnnouncement } from '../api/admin-announcement.ts';
import { announcementKeys } from '../api/keys.ts';

const TIME = 'YYYY-MM-DD HH:mm';

/** /admin/announcement — the site's announcements (spec part 3 §2.4): list, create, edit, show or hide, delete. */
export default function SiteAnnouncements() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paging = useLocalPaging(10);
  const list = useQuery({
    queryKey: announcementKeys.adminList(paging.currentPage, paging.limit),
    queryFn: () => getSiteAnnouncements(paging.currentPage, paging.limit),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });

  const admin = useAnnouncementAdmin<AdminAnnouncementVO>({
    testId: 'site-announcement',
    save: saveSiteAnnouncement,
    remove: deleteSiteAnnouncement,
    refresh,
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
    admin.visibleColumn(t('adminAnnouncement.list.colVisible')),
    admin.actionsColumn(t('admin.common.actions'), (row) => t('adminAnnouncement.list.deleteConfirm', { title: row.title })),
  ];

  return (
    <div className="admin-page" data-testid="admin-site-announcements">
      <Card
        title={t('adminAnnouncement.list.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={admin.openNew} data-testid="site-announcement-create">
            {t('adminAnnouncement.list.create')}
          </Button>
        }
      >
        <MessageTable<AdminAnnouncementVO>
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          paging={paging}
          emptyText={t('adminAnnouncement.list.empty')}
          testId="site-announcement-table"
        />
      </Card>
      {admin.dialog}
    </div>
  );
}
