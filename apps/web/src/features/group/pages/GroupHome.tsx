import { useState } from 'react';
import { Button, Card, Empty, List, Pagination } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type GroupAnnouncementVO } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { formatTime } from '@/utils/time.ts';
import { getAnnouncements } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { useGroupScope } from '../shell/groupScope.ts';

/** The announcements on the group's home, for its members: a list of five, one opened with Back. */
function HomeAnnouncements({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [currentPage, setPage] = useState(1);
  const [open, setOpen] = useState<GroupAnnouncementVO | null>(null);
  const params = { gid, currentPage, limit: GROUP_PAGE_SIZES.home };
  const list = useQuery({
    queryKey: groupKeys.announcements(params),
    queryFn: () => getAnnouncements(params),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('group.home.announcements')}
      className="group-home__announcements"
      extra={
        open ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => setOpen(null)} data-testid="group-announcement-back">
            {t('group.home.back')}
          </Button>
        ) : (
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('group.home.refresh')}
          </Button>
        )
      }
      data-testid="group-home-announcements"
    >
      {open ? (
        <article>
          <h3>{open.title}</h3>
          <p className="group-muted">
            {open.username} · {formatTime(open.gmtCreate)}
          </p>
          <LazyMarkdown source={open.content} />
        </article>
      ) : (
        <>
          <List
            loading={list.isPending}
            dataSource={list.data?.records ?? []}
            locale={{ emptyText: <Empty description={t('group.home.noAnnouncements')} /> }}
            renderItem={(a) => (
              <List.Item className="group-home__announcement" onClick={() => setOpen(a)} data-testid={`group-announcement-${a.id}`}>
                <List.Item.Meta title={<a>{a.title}</a>} description={`${a.username} · ${formatTime(a.gmtCreate, 'YYYY-MM-DD HH:mm')}`} />
              </List.Item>
            )}
          />
          <Pagination
            size="small"
            current={currentPage}
            pageSize={GROUP_PAGE_SIZES.home}
            total={list.data?.total ?? 0}
            onChange={setPage}
            hideOnSinglePage
            className="group-list__pager"
          />
        </>
      )}
    </Card>
  );
}

/** /group/:groupID — the group's description, and its announcements for members (spec part 3 §2.3). */
export default function GroupHome() {
  const { t } = useTranslation();
  const { gid, group, isMember } = useGroupScope();
  return (
    <div className="group-home" data-testid="group-home">
      <Card title={t('group.home.description')}>
        {group.description.trim() ? (
          // Written by the group's owner, not by the site's admins: rendered as untrusted markdown.
          <LazyMarkdown source={group.description} />
        ) : (
          <Empty description={t('group.home.notSet')} />
        )}
      </Card>
      {isMember && <HomeAnnouncements gid={gid} />}
    </div>
  );
}
