import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import './problemStrip.css';

/** One problem of the strip: how the area names it, its title and the user's mark on it. */
export interface ProblemStripItem {
  /** The id the area opens it by (a contest's display id, a training's problem id). */
  id: string;
  /** The id as shown (a contest adds its balloon). */
  label: ReactNode;
  title: string;
  mark: ReactNode;
}

/**
 * A horizontal strip of an area's problems to move between them (spec part 2 §2.2): each problem's
 * id, the user's mark and, with room, the title (otherwise a tooltip carries it).
 */
export function ProblemStrip({
  items,
  current,
  pathOf,
  showTitles,
  ariaLabel,
  testId,
}: {
  items: readonly ProblemStripItem[];
  current: string;
  pathOf: (id: string) => string;
  showTitles: boolean;
  ariaLabel: string;
  testId: string;
}) {
  const navigate = useNavigate();
  if (items.length === 0) return null;
  return (
    <nav className="problem-strip" aria-label={ariaLabel} data-testid={testId}>
      {items.map((p) => {
        const active = p.id === current;
        return (
          <Tooltip key={p.id} title={showTitles ? undefined : p.title}>
            <button
              type="button"
              className={active ? 'problem-strip__item problem-strip__item--active' : 'problem-strip__item'}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                if (!active) void navigate(pathOf(p.id));
              }}
              data-testid={`strip-${p.id}`}
            >
              {p.label}
              {showTitles ? <span className="problem-strip__title">{p.title}</span> : null}
              <span className="problem-strip__mark">{p.mark}</span>
            </button>
          </Tooltip>
        );
      })}
    </nav>
  );
}
