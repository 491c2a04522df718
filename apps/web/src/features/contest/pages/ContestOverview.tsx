import { Alert, Card } from 'antd';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { ContestPasswordForm } from '../components/ContestPasswordForm.tsx';
import { formatTime } from '@/utils/time.ts';
import { useContestScope } from './contestScope.ts';

/**
 * The Overview tab: the description (markdown, rendered as problem statements are) and, for a
 * private or protected contest the user has no access to yet, the password panel.
 */
export default function ContestOverview() {
  const { t } = useTranslation();
  const { cid, contest, status, isAdmin, access, refresh } = useContestScope();
  const needsPassword = contest.auth !== ContestAuth.PUBLIC && !access && !isAdmin;
  const registered = contest.auth !== ContestAuth.PUBLIC && access && !isAdmin;

  return (
    <div className="contest-overview" data-testid="contest-overview">
      {status === ContestStatus.SCHEDULED && !isAdmin ? (
        <Alert
          type="info"
          showIcon
          className="contest-overview__notice"
          title={t('contest.overview.notStarted', { time: formatTime(contest.startTime) })}
          data-testid="contest-not-started"
        />
      ) : null}
      {needsPassword ? (
        <Card
          size="small"
          className="contest-overview__password"
          title={
            <span>
              <LockOutlined /> {t('contest.password.title')}
            </span>
          }
          data-testid="contest-password-panel"
        >
          <p className="contest-password__lead">
            {contest.auth === ContestAuth.PRIVATE ? t('contest.password.privateLead') : t('contest.password.protectedLead')}
          </p>
          <ContestPasswordForm cid={cid} onRegistered={refresh} />
        </Card>
      ) : null}
      {registered ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleFilled />}
          className="contest-overview__notice"
          title={t('contest.password.registered')}
          data-testid="contest-registered"
        />
      ) : null}
      {/* A group contest is described by group members, not the site's admins: its markdown is sanitised. */}
      <Card className="contest-overview__description">
        {contest.description ? (
          <LazyMarkdown source={contest.description} trusted={contest.gid === null} />
        ) : (
          <p className="muted">{t('contest.overview.noDescription')}</p>
        )}
      </Card>
    </div>
  );
}
