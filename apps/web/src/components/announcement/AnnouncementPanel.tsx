import { useState } from 'react';
import { Button, Card, List, Pagination, Skeleton } from 'antd';
import { ArrowLeftOutlined, NotificationOutlined, UserOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AnnouncementVO } from '@arbiter/contract';
import { getCommonAnnouncement } from '../../api/home.ts';
import { queryKeys } from '../../api/queries.ts';
import { formatTime } from '../../utils/time.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { LazyMarkdown } from '../common/LazyMarkdown.tsx';
import './announcement.css';

/**
 * Announcements (spec part 1 §2.4): a paged list (title, creation time, author) with a detail view
 * and a back button. Given `items` (a contest's announcements) it shows them without paging.
 */
export function AnnouncementPanel({ items, limit = LIMITS.announcementDefaultLimit }: { items?: AnnouncementVO[]; limit?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AnnouncementVO | null>(null);
  const paged = items === undefined;

  const query = useQuery({
    queryKey: queryKeys.announcements(page, limit),
    queryFn: () => getCommonAnnouncement(page, limit),
    enabled: paged,
  });
  const records = paged ? (query.data?.records ?? []) : items;
  const total = paged ? (query.data?.total ?? 0) : items.length;

  const title = selected ? (
    <span className="announcement__detail-title">{selected.title}</span>
  ) : (
    <span>
      <NotificationOutlined /> {t('announcement.title')}
    </span>
  );

  return (
    <Card
      title={title}
      className="home-card announcement"
      data-testid="announcement-panel"
      extra={
        selected ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => setSelected(null)} data-testid="announcement-back">
            {t('common.back')}
          </Button>
        ) : null
      }
    >
      {selected ? (
        <div className="announcement__detail" data-testid="announcement-detail">
          <div className="announcement__meta">
            <span>
              <ClockCircleOutlined /> {formatTime(selected.gmtCreate)}
            </span>
            <span>
              <UserOutlined /> {selected.username}
            </span>
          </div>
          <LazyMarkdown source={selected.content ?? ''} trusted />
        </div>
      ) : paged && query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : records.length === 0 ? (
        <EmptyState text={t('announcement.empty')} testId="announcement-empty" />
      ) : (
        <>
          <List<AnnouncementVO>
            dataSource={records}
            rowKey="id"
            renderItem={(item) => (
              <List.Item className="announcement__item">
                <button
                  type="button"
                  className="announcement__link"
                  onClick={() => setSelected(item)}
                  data-testid={`announcement-item-${item.id}`}
                >
                  {item.title}
                </button>
                <span className="announcement__item-meta">
                  <span>{formatTime(item.gmtCreate, 'YYYY-MM-DD HH:mm')}</span>
                  <span className="announcement__author">{item.username}</span>
                </span>
              </List.Item>
            )}
          />
          {paged && total > limit ? (
            <Pagination
              className="announcement__pager"
              size="small"
              current={page}
              pageSize={limit}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
