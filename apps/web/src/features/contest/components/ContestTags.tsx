import { Button, Tag, Tooltip } from 'antd';
import { LockFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus, ContestType, type ContestVO } from '@arbiter/contract';
import './contest.css';

/** Small pieces every contest screen shows the same way (spec part 2 §2.6, §2.7). */

const STATUS_COLOR: Record<number, string> = {
  [ContestStatus.SCHEDULED]: 'orange',
  [ContestStatus.RUNNING]: 'green',
  [ContestStatus.ENDED]: 'red',
};

export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const label =
    status === ContestStatus.SCHEDULED
      ? t('contestStatus.scheduled')
      : status === ContestStatus.RUNNING
        ? t('contestStatus.running')
        : t('contestStatus.ended');
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} className="contest-status-tag" data-testid="contest-status" data-status={status}>
      {label}
    </Tag>
  );
}

function authKey(auth: number): 'public' | 'private' | 'protected' {
  return auth === ContestAuth.PRIVATE ? 'private' : auth === ContestAuth.PROTECTED ? 'protected' : 'public';
}

export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const key = authKey(auth);
  const label = key === 'private' ? t('contestAuth.private') : key === 'protected' ? t('contestAuth.protected') : t('contestAuth.public');
  const color = key === 'private' ? 'red' : key === 'protected' ? 'orange' : 'green';
  return (
    <Tooltip title={t(`contest.authTip.${key}`)}>
      <Tag color={color} data-testid="contest-auth" data-auth={auth}>
        {label}
      </Tag>
    </Tooltip>
  );
}

/** The lock before a title: red for private contests, orange for protected ones, nothing for public ones. */
export function ContestLock({ auth }: { auth: number }) {
  const { t } = useTranslation();
  if (auth === ContestAuth.PUBLIC) return null;
  const isPrivate = auth === ContestAuth.PRIVATE;
  const label = isPrivate ? t('contest.list.lockPrivate') : t('contest.list.lockProtected');
  return (
    <LockFilled
      className={isPrivate ? 'contest-lock contest-lock--private' : 'contest-lock contest-lock--protected'}
      aria-label={label}
      title={label}
      data-testid="contest-lock"
    />
  );
}

/** The rule's explanation: OI contests say whether the recent or the highest score of a problem counts. */
function useRuleTip(): (contest: Pick<ContestVO, 'type' | 'oiRankScoreType'>) => string {
  const { t } = useTranslation();
  return (c) =>
    c.type === ContestType.OI
      ? c.oiRankScoreType === 'Recent'
        ? t('contest.rule.oiTipRecent')
        : t('contest.rule.oiTipHighest')
      : t('contest.rule.acmTip');
}

/** The rule as a small button with its explanation; a click does what the screen offers (filter by rule). */
export function ContestRuleButton({ contest, onClick }: { contest: Pick<ContestVO, 'type' | 'oiRankScoreType'>; onClick?: () => void }) {
  const { t } = useTranslation();
  const tip = useRuleTip();
  const isOI = contest.type === ContestType.OI;
  const label = isOI ? t('contest.rule.oi') : t('contest.rule.acm');
  return (
    <Tooltip title={tip(contest)}>
      {onClick ? (
        <Button
          size="small"
          className={isOI ? 'contest-rule contest-rule--oi' : 'contest-rule contest-rule--acm'}
          onClick={onClick}
          data-testid="contest-rule"
        >
          {label}
        </Button>
      ) : (
        <Tag color={isOI ? 'purple' : 'blue'} data-testid="contest-rule">
          {label}
        </Tag>
      )}
    </Tooltip>
  );
}

/** A round badge with the rule's name, in place of a picture. */
export function ContestRuleBadge({ type }: { type: number }) {
  const isOI = type === ContestType.OI;
  return (
    <span className={isOI ? 'contest-badge contest-badge--oi' : 'contest-badge contest-badge--acm'} aria-hidden>
      {isOI ? 'OI' : 'ACM'}
    </span>
  );
}

/** A problem's display id with its balloon colour (spec part 2 §2.9). */
export function BalloonId({ displayId, color }: { displayId: string; color: string | null }) {
  return (
    <span className="balloon-id" data-testid={`balloon-${displayId}`}>
      {color ? (
        <svg className="balloon-id__balloon" viewBox="0 0 16 22" aria-hidden>
          <path
            d="M8 1C4.1 1 1 4.2 1 8.2 1 12.6 5.3 15.8 7.3 16.9L6.5 18.5h3L8.7 16.9C10.7 15.8 15 12.6 15 8.2 15 4.2 11.9 1 8 1Z"
            fill={color}
          />
          <path d="M8 18.5v3" stroke={color} strokeWidth="1" />
        </svg>
      ) : null}
      <strong>{displayId}</strong>
    </span>
  );
}
