import { App, Avatar, Button, Card, Dropdown, Space, Tag, Tooltip } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FolderOutlined,
  LikeOutlined,
  MessageOutlined,
  MoreOutlined,
  PushpinFilled,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import type { Discussion } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';
import { RoleBadge } from '@/components/common/RoleBadge.tsx';
import type { DiscussionArea } from './area.ts';
import './discussion.css';

// The card shows each post's time from now, wherever it is used.
dayjs.extend(relativeTimePlugin);

/**
 * One post of the list (spec part 3 §2.1): pin marker, title, the problem button, description,
 * author with role badge, counts, category, time, and the edit/delete menu for those allowed. The
 * area (public or a group's) gives the links and the rights.
 */
export function DiscussionCard({
  item,
  area,
  onEdit,
  onDelete,
  onCategory,
}: {
  item: Discussion;
  area: DiscussionArea;
  onEdit: (item: Discussion) => void;
  onDelete: (item: Discussion) => void;
  /** Filters the list by the category; without it the category is only shown. */
  onCategory?: (cid: number) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const rights = area.rights(item.uid);
  const menu = [
    ...(rights.canEdit ? [{ key: 'edit', icon: <EditOutlined />, label: t('discussion.list.edit') }] : []),
    ...(rights.canDelete ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('discussion.list.delete') }] : []),
  ];
  const confirmDelete = () =>
    modal.confirm({
      title: t('discussion.list.deleteConfirm', { title: item.title }),
      okButtonProps: { danger: true, 'data-testid': 'discussion-delete-ok' },
      onOk: () => onDelete(item),
    });
  return (
    <Card size="small" className="disc-card" data-testid={`discussion-card-${item.id}`}>
      <div className="disc-card__head">
        {item.topPriority ? (
          <Tag color="red" icon={<PushpinFilled />} data-testid="discussion-pinned">
            {t('discussion.list.pinned')}
          </Tag>
        ) : null}
        <Link to={`${area.base}/discussion-detail/${item.id}`} className="disc-card__title" data-testid="discussion-title">
          {item.title}
        </Link>
        <span className="disc-card__actions">
          {item.pid ? (
            <Link to={`${area.base}/problem/${encodeURIComponent(item.pid)}`} data-testid="discussion-go-problem">
              <Button size="small">{t('discussion.list.goProblem')}</Button>
            </Link>
          ) : null}
          {menu.length > 0 ? (
            <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ key }) => (key === 'edit' ? onEdit(item) : confirmDelete()) }}>
              <Button
                size="small"
                type="text"
                icon={<MoreOutlined />}
                aria-label={t('discussion.list.more')}
                data-testid="discussion-menu"
              />
            </Dropdown>
          ) : null}
        </span>
      </div>
      {item.description ? <p className="disc-card__desc">{item.description}</p> : null}
      <div className="disc-card__meta">
        <Space size={6} className="disc-card__author">
          <Avatar size={22} src={item.avatar || undefined} icon={<UserOutlined />} alt={item.author} />
          <Link to={`/user-home?username=${encodeURIComponent(item.author)}`}>{item.author}</Link>
          <RoleBadge role={item.role} testId="discussion-role" />
        </Space>
        <Space size={14} wrap className="disc-card__counts">
          <Tooltip title={t('discussion.list.comments')}>
            <span data-testid="discussion-comments">
              <MessageOutlined /> {item.commentNum}
            </span>
          </Tooltip>
          <Tooltip title={t('discussion.list.likes')}>
            <span data-testid="discussion-likes">
              <LikeOutlined /> {item.likeNum}
            </span>
          </Tooltip>
          <Tooltip title={t('discussion.list.views')}>
            <span data-testid="discussion-views">
              <EyeOutlined /> {item.viewNum}
            </span>
          </Tooltip>
          {item.categoryName && item.categoryId !== null && !onCategory ? (
            <span className="disc-card__category" data-testid="discussion-category">
              <FolderOutlined /> {item.categoryName}
            </span>
          ) : null}
          {item.categoryName && item.categoryId !== null && onCategory ? (
            <Button
              type="link"
              size="small"
              className="disc-card__category"
              icon={<FolderOutlined />}
              onClick={() => onCategory(item.categoryId!)}
              data-testid="discussion-category"
            >
              {item.categoryName}
            </Button>
          ) : null}
          <Tooltip title={formatTime(item.gmtCreate)}>
            <time dateTime={item.gmtCreate}>{dayjs(item.gmtCreate).fromNow()}</time>
          </Tooltip>
        </Space>
      </div>
    </Card>
  );
}
