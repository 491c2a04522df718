import { Alert, Card } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The Comment tab (shown while the site's contest comments are on): the three-point Q&A notice.
 * The comment area itself comes with the discussion area, which this tab will hold.
 */
export default function ContestComment() {
  const { t } = useTranslation();
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
      <p className="contest-comment__later muted">{t('contest.comment.later')}</p>
    </Card>
  );
}
