import { useMemo } from 'react';
import { Button, Card, Empty, Skeleton } from 'antd';
import { CommentOutlined, LoginOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAdminRole, type CommentVO } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { authDialog } from '@/session/authDialog.ts';
import { toast } from '@/ui/feedback.ts';
import {
  deleteComment,
  deleteReply,
  getComments,
  getReplies,
  likeComment,
  postComment,
  postReply,
  type CommentPlace,
} from '../api/comment.ts';
import { commentKeys } from '../api/keys.ts';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentItem, type CommentActions } from './CommentItem.tsx';
import './comment.css';

/** Comments per "load more" (spec part 3 §9). */
const PAGE_SIZE = 10;

interface Props {
  /** The discussion commented on. */
  did?: number;
  /** The contest whose Q&A this is. */
  cid?: number;
  /**
   * Whether the caller administers the place (deletes anything; in a contest, answers every
   * question). Defaults to the site's admin roles, which is right for discussions; a contest passes
   * whether the caller is one of its admins.
   */
  admin?: boolean;
}

/** The comment area of a discussion or of a contest's Q&A (spec part 3 §2.1): box, list, replies, load more. */
export function CommentArea({ did, cid, admin }: Props) {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const place: CommentPlace = useMemo(() => (cid ? { cid } : { did }), [cid, did]);
  const moderator = admin ?? (user ? isAdminRole(user.roleList) : false);
  const uid = user?.uid ?? null;

  const list = useInfiniteQuery({
    queryKey: commentKeys.list(place, token),
    queryFn: ({ pageParam }) => getComments(place, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.commentList.records.length, 0);
      return loaded < last.commentList.total && last.commentList.records.length > 0 ? pages.length + 1 : undefined;
    },
  });
  const pages = list.data?.pages ?? [];
  // A comment may move between pages as likes change: show each once.
  const comments = [...new Map(pages.flatMap((p) => p.commentList.records).map((c) => [c.id, c])).values()];
  const liked = Object.assign({}, ...pages.map((p) => p.commentLikeMap)) as Record<string, boolean>;
  const total = pages[0]?.commentList.total ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.of(place) });
  const done = (msg: string) => {
    toast.success(msg);
    return refresh();
  };

  const actions: CommentActions = {
    uid,
    moderator,
    mayReply: (c: CommentVO) => uid !== null && (!cid || moderator || c.fromUid === uid),
    like: (c, toLike) => {
      if (!uid) return authDialog.open('login');
      void likeComment(place, c.id, toLike).then(() => done(toLike ? t('comment.likeDone') : t('comment.likeCancelled')));
    },
    reply: async (target, content) => {
      await postReply(place, target, content);
      await done(t('comment.replied'));
    },
    deleteComment: (c) => void deleteComment(c.id).then(() => done(t('comment.deleted'))),
    deleteReply: (r) => void deleteReply(place, r.id).then(() => done(t('comment.deleted'))),
    allReplies: (c) => ({ queryKey: commentKeys.replies(place, c.id, token), queryFn: () => getReplies(place, c.id) }),
  };

  return (
    <Card
      className="comment-area"
      size="small"
      title={
        <span>
          <CommentOutlined /> {t('comment.title')}
          {total > 0 ? <span className="muted comment-area__count"> · {t('comment.count', { count: total })}</span> : null}
        </span>
      }
      data-testid="comment-area"
    >
      {uid ? (
        <CommentEditor
          placeholder={t('comment.placeholder')}
          submitLabel={t('comment.submit')}
          onSubmit={async (content) => {
            await postComment(place, content);
            await done(t('comment.posted'));
          }}
          testId="comment"
        />
      ) : (
        <div className="comment-login" data-testid="comment-login">
          <span className="muted">{t('comment.loginFirst')}</span>
          <Button
            type="primary"
            size="small"
            icon={<LoginOutlined />}
            onClick={() => authDialog.open('login')}
            data-testid="comment-login-button"
          >
            {t('comment.login')}
          </Button>
        </div>
      )}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comment.empty')} />
      ) : (
        <ul className="comment-list" data-testid="comment-list">
          {comments.map((c) => (
            <CommentItem key={c.id} c={c} liked={!!liked[String(c.id)]} actions={actions} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="comment-more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="comment-load-more">
            {t('comment.loadMore')}
          </Button>
        </div>
      ) : comments.length > PAGE_SIZE ? (
        <div className="comment-more muted">{t('comment.noMore')}</div>
      ) : null}
    </Card>
  );
}
