import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, type ContestAnnouncementVO } from '@arbiter/contract';
import { contestKeys } from '../../api/keys.ts';
import { formatTime } from '@/utils/time.ts';
import { MessageTable } from '@/components/admin/MessageTable.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { ContestLoadFailed, ContestPageCard } from '../ContestPageCard.tsx';
import { idParam } from '@/components/admin/listQuery.ts';
import { useContestDesk } from '../desk.ts';
import { useAnnouncementAdmin } from './useAnnouncementAdmin.tsx';
import '../adminContest.css';

/** /admin/contest/:contestId/announcement — the contest's announcements: list, create, edit, show or hide, delete. */
export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desk = useContestDesk();
  const cid = idParam(useParams().contestId);
  const valid = !Number.isNaN(cid);
  const paging = useLocalPaging(CONTEST_ANNOUNCEMENT_PAGE_SIZE);
  const contest = useQuery({ queryKey: contestKeys.admin.contest(cid), queryFn: () => desk.api.getContest(cid), enabled: valid });
  const list = useQuery({
    queryKey: contestKeys.admin.announcements(cid, paging.currentPage, paging.limit),
    queryFn: () => desk.api.announcements(cid, paging.currentPage, paging.limit),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.announcementsOf(cid) });

  const admin = useAnnouncementAdmin<ContestAnnouncementVO>({
    testId: 'contest-announcement',
    save: (body) => desk.api.saveAnnouncement(cid, body),
    remove: (aid) => desk.api.deleteAnnouncement(cid, aid),
    refresh,
  });

  if (!valid || contest.isError) {
    return <ContestLoadFailed text={t('adminContest.announcement.loadFailed')} />;
  }

  const columns: TableColumnsType<ContestAnnouncementVO> = [
    { title: t('adminContest.announcement.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminContest.announcement.colTitle'), dataIndex: 'title' },
    admin.visibleColumn(t('adminContest.announcement.colVisible')),
    {
      title: t('adminContest.announcement.colAuthor'),
      dataIndex: 'username',
      width: 110,
      responsive: ['md'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('adminContest.announcement.colTime'),
      dataIndex: 'gmtModified',
      width: 150,
      responsive: ['md'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    admin.actionsColumn(t('admin.common.actions'), (row) => t('adminContest.announcement.deleteConfirm', { title: row.title })),
  ];

  return (
    <div className="admin-page" data-testid="admin-contest-announcements">
      <ContestPageCard
        title={t('adminContest.announcement.title')}
        contestTitle={contest.data?.title}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={admin.openNew} data-testid="contest-announcement-create">
            {t('adminContest.announcement.create')}
          </Button>
        }
      >
        <MessageTable<ContestAnnouncementVO>
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          paging={paging}
          emptyText={t('adminContest.announcement.empty')}
          bodyClassName="admin-contest-announcement-body"
          testId="contest-announcement-table"
        />
      </ContestPageCard>
      {admin.dialog}
    </div>
  );
}
