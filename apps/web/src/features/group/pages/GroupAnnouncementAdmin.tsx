import { Button, Card, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type GroupAnnouncementVO } from '@arbiter/contract';
import { useAnnouncementAdmin } from '@/features/contest/index.ts';
import { formatTime } from '@/utils/time.ts';
import { deleteAnnouncement, getAdminAnnouncements, saveAnnouncement } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { useTablePaging } from '../components/useTablePaging.ts';
import { useGroupScope } from '../shell/groupScope.ts';

const TIME = 'YYYY-MM-DD HH:mm';

/**
 * /group/:groupID/announcement — the group admins' announcements (spec part 3 §2.3): the same
 * switch, row actions and dialog as the site's and a contest's; the server lets an admin change only
 * their own, the group root any.
 */
export default function GroupAnnouncementAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { gid } = useGroupScope();
  const paging = useTablePaging(GROUP_PAGE_SIZES.other);
  const params = { gid, currentPage: paging.currentPage, limit: paging.limit };
  const list = useQuery({
    queryKey: groupKeys.adminAnnouncements(params),
    queryFn: () => getAdminAnnouncements(params),
    placeholderData: keepPreviousData,
  });
  const admin = useAnnouncementAdmin<GroupAnnouncementVO>({
    testId: 'group-announcement',
    save: (body) => saveAnnouncement(gid, body),
    remove: deleteAnnouncement,
    refresh: () => queryClient.invalidateQueries({ queryKey: groupKeys.of(gid) }),
    images: { allowed: true, gid },
  });
  const columns: TableColumnsType<GroupAnnouncementVO> = [
    { title: 'ID', dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('group.announcements.colTitle'), dataIndex: 'title' },
    {
      title: t('group.announcements.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, TIME),
    },
    {
      title: t('group.announcements.colModified'),
      dataIndex: 'gmtModified',
      width: 150,
      responsive: ['md'],
      render: (v: string) => formatTime(v, TIME),
    },
    { title: t('group.announcements.colAuthor'), dataIndex: 'username', width: 110, responsive: ['md'] },
    admin.visibleColumn(t('group.announcements.colVisible')),
    admin.actionsColumn(t('group.common.actions'), (row) => t('group.announcements.deleteConfirm', { title: row.title })),
  ];
  return (
    <Card
      title={t('group.announcements.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={admin.openNew} data-testid="group-announcement-create">
          {t('group.announcements.create')}
        </Button>
      }
      data-testid="group-announcement-admin"
    >
      <Table<GroupAnnouncementVO>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('group.home.noAnnouncements') }}
        pagination={paging.pagination(list.data?.total ?? 0)}
      />
      {admin.dialog}
    </Card>
  );
}
