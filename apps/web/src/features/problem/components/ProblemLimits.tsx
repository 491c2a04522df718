import { Space, Tag } from 'antd';
import { ClockCircleOutlined, DatabaseOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ProblemType, oiRankScore, type ContestProblemInfoVO, type Problem } from '@arbiter/contract';
import { DifficultyTag } from './DifficultyTag.tsx';
import { limitDisplay } from './limits.ts';

/**
 * Time and memory limits with the display rule (C/C++ as set, other languages double), the level,
 * and for OI problems the full score and the OI rank score it is worth.
 */
export function ProblemLimits({ problem }: { problem: Problem | ContestProblemInfoVO['problem'] }) {
  const { t } = useTranslation();
  const l = limitDisplay(problem);
  const ms = (n: number) => `${n} ms`;
  const mb = (n: number) => `${n} MB`;
  const split = (c: string, other: string) => (l.single ? c : t('problem.detail.limitSplit', { c, other }));
  const isOI = problem.type === ProblemType.OI;
  return (
    <Space wrap size={[16, 8]} className="problem-limits" data-testid="problem-limits">
      <span data-testid="problem-time-limit">
        <ClockCircleOutlined /> {t('problem.detail.timeLimit')}: <strong>{split(ms(l.cTime), ms(l.otherTime))}</strong>
      </span>
      <span data-testid="problem-memory-limit">
        <DatabaseOutlined /> {t('problem.detail.memoryLimit')}: <strong>{split(mb(l.cMemory), mb(l.otherMemory))}</strong>
      </span>
      <span>
        {t('problem.detail.level')}: <DifficultyTag difficulty={problem.difficulty} />
      </span>
      {isOI ? (
        <span data-testid="problem-oi-score">
          <TrophyOutlined /> {t('problem.detail.score')}: <Tag color="purple">{problem.ioScore}</Tag>
          {t('problem.detail.oiRankScore')}:{' '}
          <Tag color="geekblue">{oiRankScore(problem.ioScore, problem.difficulty ?? 0, problem.ioScore)}</Tag>
        </span>
      ) : null}
    </Space>
  );
}
