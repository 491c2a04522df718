import { useEffect, useState } from 'react';
import { Card, List, Pagination, Skeleton } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, type ContestAnnouncementVO } from '@arbiter/contract';
import { getContestAnnouncements } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';
import { useContestScope } from './contestScope.ts';
import { markRead } from './readAnnouncements.ts';

/** The Announcement tab: the contest's announcements, newest first, with their markdown content. */
export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const { cid, contest } = useContestScope();
  // A group contest's announcements are written by group members, not the site's admins.
  const trusted = contest.gid === null;
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: contestKeys.announcements(cid, page),
    queryFn: () => getContestAnnouncements(cid, page, CONTEST_ANNOUNCEMENT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const records = query.data?.records;

  // What the user has read here needs no notification later.
  useEffect(() => {
    if (uid !== null && records && records.length > 0)
      markRead(
        uid,
        cid,
        records.map((a) => a.id),
      );
  }, [uid, cid, records]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Card
      className="contest-announcements"
      title={
        <span>
          <NotificationOutlined /> {t('contest.announcements.title')}
        </span>
      }
      data-testid="contest-announcements"
    >
      <List<ContestAnnouncementVO>
        dataSource={records ?? []}
        loading={query.isFetching && !query.isPending}
        locale={{ emptyText: <EmptyState text={t('contest.announcements.empty')} /> }}
        renderItem={(a) => (
          <List.Item key={a.id} className="contest-announcement" data-testid={`contest-announcement-${a.id}`}>
            <article className="contest-announcement__body">
              <h3 className="contest-announcement__title">{a.title}</h3>
              <div className="contest-announcement__meta">
                {t('contest.announcements.publishedBy', { name: a.username ?? '--', time: formatTime(a.gmtCreate, 'YYYY-MM-DD HH:mm') })}
              </div>
              <LazyMarkdown source={a.content} trusted={trusted} />
            </article>
          </List.Item>
        )}
      />
      <Pagination
        className="contest-list__pager"
        current={page}
        pageSize={CONTEST_ANNOUNCEMENT_PAGE_SIZE}
        total={query.data?.total ?? 0}
        hideOnSinglePage
        size="small"
        onChange={setPage}
      />
    </Card>
  );
}
