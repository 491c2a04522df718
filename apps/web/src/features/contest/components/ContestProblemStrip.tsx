import { useTranslation } from 'react-i18next';
import type { ContestProblemVO, UserProblemStatusMap } from '@arbiter/contract';
import { ProblemStrip } from '@/features/problem/index.ts';
import { ContestProblemStatus } from './ContestProblemStatus.tsx';
import { BalloonId } from './ContestTags.tsx';
import './contest.css';

/**
 * The contest's problems as the problem strip (spec part 2 §2.2): the display id with its balloon,
 * the user's mark (the score in OI) and, with room, the title.
 */
export function ContestProblemStrip({
  problems,
  mine,
  isOI,
  current,
  pathOf,
  showTitles,
}: {
  problems: readonly ContestProblemVO[];
  mine: UserProblemStatusMap;
  isOI: boolean;
  current: string;
  pathOf: (displayId: string) => string;
  showTitles: boolean;
}) {
  const { t } = useTranslation();
  const items = problems.map((p) => ({
    id: p.displayId,
    label: <BalloonId displayId={p.displayId} color={p.color} />,
    title: p.displayTitle,
    mark: <ContestProblemStatus isOI={isOI} mine={mine[String(p.pid)]} />,
  }));
  return (
    <ProblemStrip
      items={items}
      current={current}
      pathOf={pathOf}
      showTitles={showTitles}
      ariaLabel={t('contest.problem.strip')}
      testId="contest-problem-strip"
    />
  );
}
