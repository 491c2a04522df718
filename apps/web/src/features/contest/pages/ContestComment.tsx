import { Alert, Card } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CommentArea } from '@/features/comment/index.ts';
import { useContestScope } from './contestScope.ts';

/**
 * The Comment tab (shown while the site's contest comments are on): the three-point Q&A notice and
 * the contest's comment area, where the contest's admins answer.
 */
export default function ContestComment() {
  const { t } = useTranslation();
  const { cid, isAdmin } = useContestScope();
  return (
    <Card
      className="contest-comment"
      title={
        <span>
          <CommentOutlined /> {t('contest.tabs.comment')}
        </span>
      }
      data-testid="contest-comment"
    >
      <Alert
        type="warning"
        showIcon
        title={t('contest.comment.noticeTitle')}
        description={
          <ol className="contest-comment__notice">
            <li>{t('contest.comment.notice1')}</li>
            <li>{t('contest.comment.notice2')}</li>
            <li>{t('contest.comment.notice3')}</li>
          </ol>
        }
        data-testid="contest-comment-notice"
      />
      <div className="contest-comment__area">
        <CommentArea cid={cid} admin={isAdmin} />
      </div>
    </Card>
  );
}
