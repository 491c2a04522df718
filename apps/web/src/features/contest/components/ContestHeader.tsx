import { Progress, Space, Tag, Tooltip } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, FieldTimeOutlined, TeamOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { ContestStatus, type ContestVO } from '@arbiter/contract';
import { ScopeHeader } from '@/components/scope/ScopeHeader.tsx';
import { useNow } from '@/hooks/useNow.ts';
import { countdownAt, progressAt, statusAt } from './contestClock.ts';
import { sealedAt } from './contestRules.ts';
import { formatDuration, formatTime } from '@/utils/time.ts';
import { ContestAuthTag, ContestLock, ContestRuleButton, ContestStatusTag } from './ContestTags.tsx';
import './contest.css';

dayjs.extend(durationPlugin);
dayjs.extend(relativeTimePlugin);

/** The countdown line: it ticks every second on its own, so nothing else re-renders with it. */
function Countdown({ contest, offset }: { contest: ContestVO; offset: number }) {
  const { t } = useTranslation();
  const now = useNow(1000) + offset;
  const c = countdownAt(contest, now);
  const text =
    c.kind === 'startAt'
      ? t('contest.header.startAt', { span: dayjs.duration(c.remainingMs).humanize() })
      : c.kind === 'ended'
        ? t('contest.header.ended')
        : c.text;
  return (
    <div
      className={`contest-countdown contest-countdown--${c.kind}`}
      role="timer"
      aria-label={t('contest.header.countdown')}
      data-testid="contest-countdown"
    >
      {text}
    </div>
  );
}

function ContestProgress({ contest, offset }: { contest: ContestVO; offset: number }) {
  const { t } = useTranslation();
  const now = useNow(1000) + offset;
  const status = statusAt(contest, now);
  return (
    <Progress
      className="contest-header__progress"
      percent={progressAt(contest, now)}
      showInfo={false}
      status={status === ContestStatus.RUNNING ? 'active' : 'normal'}
      strokeColor={status === ContestStatus.ENDED ? '#ff4d4f' : status === ContestStatus.RUNNING ? '#52c41a' : '#fa8c16'}
      aria-label={t('contest.header.progress')}
      data-testid="contest-progress"
    />
  );
}

/**
 * The head of the contest shell (spec part 2 §2.7, §4): title, countdown, progress bar, start and
 * end, rule and auth. `status` is the shell's (it changes at the start and the end).
 */
export function ContestHeader({
  contest,
  offset,
  status,
  compact = false,
}: {
  contest: ContestVO;
  offset: number;
  status: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const sealed = sealedAt(contest, Date.now() + offset);
  return (
    <ScopeHeader
      area="contest"
      compact={compact}
      title={
        <>
          <ContestLock auth={contest.auth} /> {contest.title}
        </>
      }
      aside={<Countdown contest={contest} offset={offset} />}
    >
      <Space wrap size={[6, 6]} className="contest-header__tags">
        <ContestStatusTag status={status} />
        <ContestRuleButton contest={contest} />
        <ContestAuthTag auth={contest.auth} />
        {sealed ? (
          <Tooltip title={t('contest.header.sealedTip')}>
            <Tag color="geekblue">{t('contest.header.sealed')}</Tag>
          </Tooltip>
        ) : null}
        {contest.allowEndSubmit ? <Tag>{t('contest.header.allowEndSubmit')}</Tag> : null}
      </Space>
      {compact ? null : (
        <>
          <ContestProgress contest={contest} offset={offset} />
          <div className="contest-header__times">
            <span>
              <CalendarOutlined /> {t('contest.header.startTime')}:{' '}
              <time dateTime={contest.startTime}>{formatTime(contest.startTime)}</time>
            </span>
            <span>
              <FieldTimeOutlined /> {t('contest.header.duration')}: {formatDuration(contest.duration)}
            </span>
            <span>
              <ClockCircleOutlined /> {t('contest.header.endTime')}: <time dateTime={contest.endTime}>{formatTime(contest.endTime)}</time>
            </span>
            <span>
              <TeamOutlined /> {t('contest.list.participants')}: {contest.count}
            </span>
          </div>
        </>
      )}
    </ScopeHeader>
  );
}
