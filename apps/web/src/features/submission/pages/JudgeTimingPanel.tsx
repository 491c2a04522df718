import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeTiming } from '@arbiter/contract';
import { formatStageMs, timingSegments, type TimingSegment } from '../components/judgeTiming.ts';

/**
 * Where the last judging of a submission spent its time, for admins (the server sends it to them
 * only): a bar of the stages in the order they happened and their numbers, so that a long queue, a
 * slow judge host or a slow write stands out.
 */
export function JudgeTimingPanel({ timing, judger }: { timing: JudgeTiming; judger: string | null }) {
  const { t } = useTranslation();
  const segments = timingSegments(timing);
  const label = (key: TimingSegment['key'] | 'total') => t(`submission.timing.${key}`);
  return (
    <section className="judge-timing" data-testid="judge-timing" aria-label={t('submission.timing.title')}>
      <header className="judge-timing__head">
        <h3 className="judge-timing__title">{t('submission.timing.title')}</h3>
        <span className="judge-timing__note">
          {judger ? t('submission.timing.byHost', { host: judger }) : null} {t('submission.timing.adminsOnly')}
        </span>
      </header>
      <div className="judge-timing__bar" role="img" aria-label={segments.map((s) => `${label(s.key)} ${formatStageMs(s.ms)}`).join(', ')}>
        {segments.map((s) => (
          <Tooltip key={s.key} title={`${label(s.key)}: ${formatStageMs(s.ms)}`}>
            <span className={`judge-timing__seg judge-timing__seg--${s.key}`} style={{ flexGrow: Math.max(s.share, 0.004) }} />
          </Tooltip>
        ))}
      </div>
      <dl className="judge-timing__list">
        {segments.map((s) => (
          <div key={s.key} className="judge-timing__item" data-testid={`judge-timing-${s.key}`}>
            <dt>
              <span className={`judge-timing__dot judge-timing__seg--${s.key}`} />
              {label(s.key)}
            </dt>
            <dd>
              {formatStageMs(s.ms)}
              {s.key === 'runs' && timing.slowestCaseMs !== null ? (
                <small>{t('submission.timing.cases', { n: timing.cases, slowest: formatStageMs(timing.slowestCaseMs) })}</small>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="judge-timing__item judge-timing__item--total" data-testid="judge-timing-total">
          <dt>{label('total')}</dt>
          <dd>{formatStageMs(timing.totalMs)}</dd>
        </div>
      </dl>
    </section>
  );
}
