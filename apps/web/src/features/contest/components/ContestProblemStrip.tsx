import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContestProblemVO, UserProblemStatusMap } from '@arbiter/contract';
import { ContestProblemStatus } from './ContestProblemStatus.tsx';
import { BalloonId } from './ContestTags.tsx';
import './contest.css';

/**
 * A horizontal strip of the contest's problems to move between them (spec part 2 §2.2): the display
 * id with its balloon, the user's mark (the score in OI) and, with room, the title.
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
  const navigate = useNavigate();
  if (problems.length === 0) return null;
  return (
    <nav className="problem-strip" aria-label={t('contest.problem.strip')} data-testid="contest-problem-strip">
      {problems.map((p) => {
        const active = p.displayId === current;
        return (
          <Tooltip key={p.id} title={showTitles ? undefined : p.displayTitle}>
            <button
              type="button"
              className={active ? 'problem-strip__item problem-strip__item--active' : 'problem-strip__item'}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                if (!active) void navigate(pathOf(p.displayId));
              }}
              data-testid={`strip-${p.displayId}`}
            >
              <BalloonId displayId={p.displayId} color={p.color} />
              {showTitles ? <span className="problem-strip__title">{p.displayTitle}</span> : null}
              <span className="problem-strip__mark">
                <ContestProblemStatus isOI={isOI} mine={mine[String(p.pid)]} />
              </span>
            </button>
          </Tooltip>
        );
      })}
    </nav>
  );
}
