import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMENT_REPLY_PREVIEW, type CommentVO, type ReplyVO } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import type { ReplyTarget } from '../api/comment.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { CommentEditor } from './CommentEditor.tsx';

/** What the caller may do here and the calls a comment's buttons make (CommentArea gives them). */
export interface CommentActions {
  uid: string | null;
  /** Deletes anything here (the place's admins). */
  moderator: boolean;
  mayReply: (c: CommentVO) => boolean;
  like: (c: CommentVO, toLike: boolean) => void;
  reply: (target: ReplyTarget, content: string) => Promise<unknown>;
  deleteComment: (c: CommentVO) => void;
  deleteReply: (r: ReplyVO) => void;
  /** The query of every reply of a comment (run once the thread is opened in full). */
  allReplies: (c: CommentVO) => { queryKey: readonly unknown[]; queryFn: () => Promise<ReplyVO[]> };
}

function DeleteButton({ confirm, onConfirm, testId }: { confirm: string; onConfirm: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm} okText={t('comment.delete')} cancelText={t('comment.cancel')}>
      <Button type="text" size="small" danger icon={<DeleteOutlined />} data-testid={testId}>
        {t('comment.delete')}
      </Button>
    </Popconfirm>
  );
}

function ReplyItem({ r, c, actions, onReply }: { r: ReplyVO; c: CommentVO; actions: CommentActions; onReply: () => void }) {
  const { t } = useTranslation();
  const toOther = r.toUid && r.toUid !== c.fromUid;
  return (
    <li className="comment-reply" data-testid={`reply-${r.id}`}>
      <AuthorLine w={r} small>
        {toOther ? <span className="comment-reply__to muted">→ {r.toName}</span> : null}
      </AuthorLine>
      <LazyMarkdown source={r.content} className="comment-content" />
      <div className="comment-actions">
        {actions.mayReply(c) ? (
          <Button type="text" size="small" icon={<MessageOutlined />} onClick={onReply} data-testid={`reply-reply-${r.id}`}>
            {t('comment.reply')}
          </Button>
        ) : null}
        {actions.moderator || r.fromUid === actions.uid ? (
          <DeleteButton
            confirm={t('comment.deleteReplyConfirm')}
            onConfirm={() => actions.deleteReply(r)}
            testId={`reply-delete-${r.id}`}
          />
        ) : null}
      </div>
    </li>
  );
}

/** One comment: its writer, its markdown, like / reply / delete, and its thread of replies. */
export function CommentItem({ c, liked, actions }: { c: CommentVO; liked: boolean; actions: CommentActions }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ reply?: ReplyVO } | null>(null);
  const [expanded, setExpanded] = useState(false);
  // The whole thread once asked for; it follows every change, as the area's refresh reaches its key.
  const all = useQuery({ ...actions.allReplies(c), enabled: expanded });
  const replies = expanded && all.data ? all.data : c.replyList;
  const moreReplies = c.totalReplyNum > COMMENT_REPLY_PREVIEW && !(expanded && all.data);

  const sendReply = async (content: string) => {
    const to = target?.reply;
    await actions.reply({ commentId: c.id, toUid: to?.fromUid ?? c.fromUid, quoteReplyId: to?.id }, content);
    setTarget(null);
  };

  return (
    <li className="comment-item" data-testid={`comment-${c.id}`}>
      <AuthorLine w={c} />
      <LazyMarkdown source={c.content} className="comment-content" />
      <div className="comment-actions">
        <Button
          type="text"
          size="small"
          icon={liked ? <LikeFilled /> : <LikeOutlined />}
          className={liked ? 'comment-like comment-like--on' : 'comment-like'}
          aria-pressed={liked}
          onClick={() => actions.like(c, !liked)}
          data-testid={`comment-like-${c.id}`}
        >
          {c.likeNum > 0 ? c.likeNum : liked ? t('comment.liked') : t('comment.like')}
        </Button>
        {actions.mayReply(c) ? (
          <Button type="text" size="small" icon={<MessageOutlined />} onClick={() => setTarget({})} data-testid={`comment-reply-${c.id}`}>
            {t('comment.reply')}
            {c.totalReplyNum > 0 ? ` ${c.totalReplyNum}` : ''}
          </Button>
        ) : null}
        {actions.moderator || c.fromUid === actions.uid ? (
          <DeleteButton
            confirm={t('comment.deleteCommentConfirm')}
            onConfirm={() => actions.deleteComment(c)}
            testId={`comment-delete-${c.id}`}
          />
        ) : null}
      </div>
      {target ? (
        <div className="comment-reply-box">
          <CommentEditor
            key={target.reply?.id ?? 0}
            placeholder={t('comment.replyPlaceholder', { name: target.reply?.fromName ?? c.fromName })}
            submitLabel={t('comment.sendReply')}
            onSubmit={sendReply}
            onCancel={() => setTarget(null)}
            testId="reply"
            autoFocus
          />
        </div>
      ) : null}
      {replies.length > 0 ? (
        <ul className="comment-replies">
          {replies.map((r) => (
            <ReplyItem key={r.id} r={r} c={c} actions={actions} onReply={() => setTarget({ reply: r })} />
          ))}
        </ul>
      ) : null}
      {moreReplies ? (
        <Button
          type="link"
          size="small"
          loading={expanded && all.isFetching}
          onClick={() => setExpanded(true)}
          data-testid={`reply-load-more-${c.id}`}
        >
          {t('comment.moreReplies', { count: c.totalReplyNum })}
        </Button>
      ) : null}
    </li>
  );
}
