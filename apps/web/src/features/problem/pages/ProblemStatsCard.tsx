import { Card, Progress } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProblemListItem } from '@arbiter/contract';
import { percent, percentValue } from '../components/limits.ts';
import { VERDICT_COUNTS } from '../components/verdictCounts.ts';
import { statusLook } from '@/features/submission/index.ts';

/** The side card of the problem list: how the hovered problem's submissions went, status by status. */
export function ProblemStatsCard({ problem }: { problem: ProblemListItem | null }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="problem-stats-card"
      title={
        <span>
          <BarChartOutlined /> {problem ? t('problem.list.statsOf', { id: problem.problemId }) : t('problem.list.statsTitle')}
        </span>
      }
      data-testid="problem-stats-card"
    >
      {problem ? (
        <div data-testid={`problem-stats-${problem.problemId}`}>
          <div className="problem-stats-card__title">{problem.title}</div>
          <div className="problem-stats-card__total">{t('problem.list.statsTotal', { count: problem.total })}</div>
          {VERDICT_COUNTS.map(({ field, status, color }) => (
            <div className="problem-stats-card__row" key={field}>
              <span className="problem-stats-card__name">{t(`submission.status.${statusLook(status).key}`)}</span>
              <Progress
                percent={percentValue(problem[field], problem.total)}
                strokeColor={color}
                size="small"
                showInfo={false}
                className="problem-stats-card__bar"
              />
              <span className="problem-stats-card__value" data-testid={`problem-stats-${field}`}>
                {percent(problem[field], problem.total)}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <div className="muted">{t('problem.list.statsHint')}</div>
      )}
    </Card>
  );
}
