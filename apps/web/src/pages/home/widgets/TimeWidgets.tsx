import { Card } from 'antd';
import { ClockCircleOutlined, HourglassOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { countdownParts, nextExamTarget } from '@arbiter/contract';
import { useWebsiteConfig } from '../../../api/queries.ts';
import { useNow } from '../../../hooks/useNow.ts';
import { pad2 } from '../../../utils/time.ts';

/**
 * Counts down every second to the exam the site's settings name (CSP-J unless changed): to the
 * next one once its date has passed, and hidden when no date is set.
 */
export function CspCountdown() {
  const { t } = useTranslation();
  const now = useNow();
  const { config } = useWebsiteConfig();
  const target = nextExamTarget(config.examDate, now);
  if (target === null) return null;
  const parts = countdownParts(now, target);
  const cells: { value: string; label: string; key: string }[] = [
    { key: 'days', value: String(parts.days), label: t('home.days') },
    { key: 'hours', value: pad2(parts.hours), label: t('home.hours') },
    { key: 'minutes', value: pad2(parts.minutes), label: t('home.minutes') },
    { key: 'seconds', value: pad2(parts.seconds), label: t('home.seconds') },
  ];
  return (
    <Card
      className="home-card countdown-card"
      title={
        <span>
          <HourglassOutlined /> {t('home.countdownTitle', { name: config.examName || 'CSP-J' })}
        </span>
      }
      data-testid="csp-countdown"
    >
      <div className="countdown">
        {cells.map((c) => (
          <div className="countdown__cell" key={c.key}>
            <span className="countdown__value" data-testid={`countdown-${c.key}`}>
              {c.value}
            </span>
            <span className="countdown__label">{c.label}</span>
          </div>
        ))}
      </div>
      <div className="countdown__target">{t('home.countdownTarget', { date: dayjs(target).format('YYYY-MM-DD') })}</div>
    </Card>
  );
}

/** Today's date and the time, ticking every second. */
export function ClockCard() {
  const { t } = useTranslation();
  const now = dayjs(useNow());
  return (
    <Card
      className="home-card clock-card"
      title={
        <span>
          <ClockCircleOutlined /> {t('home.clockTitle')}
        </span>
      }
      data-testid="home-clock"
    >
      <div className="clock__time" data-testid="clock-time">
        {now.format('HH:mm:ss')}
      </div>
      <div className="clock__date">{now.format(t('home.dateFormat'))}</div>
    </Card>
  );
}
