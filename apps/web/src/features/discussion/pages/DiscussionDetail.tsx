import { useState } from 'react';
import { Alert, Avatar, Button, Card, Result, Skeleton, Space, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  EditOutlined,
  EyeOutlined,
  FolderOutlined,
  LikeFilled,
  LikeOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { getDiscussionCategories, getDiscussionDetail, likeDiscussion } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';
import { DiscussionDialog } from '../components/DiscussionDialog.tsx';
import { DiscussionGate } from '../components/DiscussionGate.tsx';
import { ReportDialog } from '../components/ReportDialog.tsx';
import { RoleBadge } from '@/components/common/RoleBadge.tsx';
import { type DiscussionArea, usePublicArea } from '../components/area.ts';
import '../components/discussion.css';
import { CommentArea } from '@/features/comment/index.ts';

/** /discussion-detail/:discussionID — one post (spec part 3 §2.1). */
export default function DiscussionDetailPage() {
  return (
    <DiscussionGate>
      <PublicDiscussionDetail />
    </DiscussionGate>
  );
}

function PublicDiscussionDetail() {
  return <DiscussionPost did={Number(useParams().discussionID)} area={usePublicArea()} />;
}

/** One post with its comments, in its area (public, or a group's page under /group/:groupID/). */
export function DiscussionPost({ did, area }: { did: number; area: DiscussionArea }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const valid = Number.isSafeInteger(did) && did >= 1;
  const { token } = useSession();
  // Each fetch counts a view: the page fetches once per visit, not on focus.
  const detail = useQuery({
    queryKey: discussionKeys.detail(did, token),
    queryFn: () => getDiscussionDetail(did),
    enabled: valid,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
  const categories = useQuery({ queryKey: discussionKeys.categories, queryFn: getDiscussionCategories, staleTime: 5 * 60_000 });
  const [dialog, setDialog] = useState<'edit' | 'report' | null>(null);
  const [liking, setLiking] = useState(false);

  if (!valid || detail.isError) {
    return (
      <div className="page disc-detail">
        <Result
          status="404"
          title={detail.error?.message ?? t('discussion.list.empty')}
          extra={<Link to={`${area.base}/discussion`}>{t('discussion.detail.back')}</Link>}
        />
      </div>
    );
  }
  const d = detail.data;
  if (!d) {
    return (
      <div className="page disc-detail">
        <Card>
          <Skeleton active />
        </Card>
      </div>
    );
  }
  const rights = area.rights(d.uid);
  const needLogin = () => {
    toast.warning(t('errors.pleaseLogin'));
    authDialog.open('login');
  };
  const toggleLike = async () => {
    if (!token) return needLogin();
    setLiking(true);
    try {
      await likeDiscussion(d.id, !d.hasLike);
      queryClient.setQueryData(discussionKeys.detail(did, token), {
        ...d,
        hasLike: !d.hasLike,
        likeNum: Math.max(0, d.likeNum + (d.hasLike ? -1 : 1)),
      });
      toast.success(d.hasLike ? t('discussion.detail.unlikedToast') : t('discussion.detail.likedToast'));
      void queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] });
    } finally {
      setLiking(false);
    }
  };

  return (
    <div className="page disc-detail" data-testid="discussion-detail-page">
      <Card className="disc-detail__card">
        <Link to={`${area.base}/discussion${d.pid ? `/${encodeURIComponent(d.pid)}` : ''}`} className="disc-detail__back">
          <ArrowLeftOutlined /> {t('discussion.detail.back')}
        </Link>
        {d.status !== 0 ? <Alert type="warning" showIcon title={t('discussion.detail.hidden')} className="disc-detail__hidden" /> : null}
        <h1 className="disc-detail__title" data-testid="discussion-detail-title">
          {d.title}
        </h1>
        <div className="disc-detail__meta">
          <Space size={6} wrap>
            <Avatar size={28} src={d.avatar || undefined} icon={<UserOutlined />} alt={d.author} />
            <Link to={`/user-home?username=${encodeURIComponent(d.author)}`} data-testid="discussion-detail-author">
              {d.author}
            </Link>
            <TitleTag titleName={d.titleName} titleColor={d.titleColor} />
            <RoleBadge role={d.role} testId="discussion-role" />
          </Space>
          <Space size={14} wrap className="disc-detail__counts">
            {d.categoryId !== null && d.categoryName && !area.categoryFilter ? (
              <span data-testid="discussion-detail-category">
                <FolderOutlined /> {d.categoryName}
              </span>
            ) : null}
            {d.categoryId !== null && d.categoryName && area.categoryFilter ? (
              <Link to={`/discussion?cid=${d.categoryId}`} data-testid="discussion-detail-category">
                <FolderOutlined /> {d.categoryName}
              </Link>
            ) : null}
            <span data-testid="discussion-detail-likes">
              <LikeOutlined /> {t('discussion.detail.likes', { count: d.likeNum })}
            </span>
            <span data-testid="discussion-detail-views">
              <EyeOutlined /> {t('discussion.detail.views', { count: d.viewNum })}
            </span>
            <Tooltip title={formatTime(d.gmtCreate)}>
              <span>{t('discussion.detail.releasedAt', { time: formatTime(d.gmtCreate, 'YYYY-MM-DD HH:mm') })}</span>
            </Tooltip>
          </Space>
        </div>
        <div className="disc-detail__actions">
          <Button
            type={d.hasLike ? 'primary' : 'default'}
            icon={d.hasLike ? <LikeFilled /> : <LikeOutlined />}
            loading={liking}
            onClick={() => void toggleLike()}
            data-testid="discussion-like"
          >
            {d.hasLike ? t('discussion.detail.liked') : t('discussion.detail.like')}
          </Button>
          <Button icon={<WarningOutlined />} onClick={() => (token ? setDialog('report') : needLogin())} data-testid="discussion-report">
            {t('discussion.detail.report')}
          </Button>
          {rights.canEdit ? (
            <Button type="link" icon={<EditOutlined />} onClick={() => setDialog('edit')} data-testid="discussion-edit">
              {t('discussion.detail.edit')}
            </Button>
          ) : null}
        </div>
        <div className="disc-detail__body" data-testid="discussion-detail-content">
          <LazyMarkdown source={d.content} />
        </div>
      </Card>
      <section className="disc-detail__comments" data-testid="discussion-comments" aria-label={t('discussion.detail.comments')}>
        <CommentArea did={d.id} admin={area.moderator} />
      </section>
      {dialog === 'edit' ? (
        <DiscussionDialog
          area={area}
          initial={{
            id: d.id,
            title: d.title,
            description: d.description,
            categoryId: d.categoryId,
            content: d.content,
            topPriority: d.topPriority,
          }}
          pid={d.pid}
          categories={categories.data ?? []}
          canPin={rights.canPin}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'report' ? <ReportDialog did={d.id} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
