import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './problemView.css';

const MIN = 25;
const MAX = 75;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, n));

/**
 * Problem on the left, editor on the right, with a draggable divider (also moved by the arrow
 * keys). Collapsed hides the right pane but keeps it mounted, so a running submission goes on.
 * Under 768 px the panes stack (problem.css) and the divider is hidden.
 */
export function SplitPane({ left, right, collapsed }: { left: ReactNode; right: ReactNode; collapsed: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [leftPercent, setLeftPercent] = useState(50);
  const [dragging, setDragging] = useState(false);

  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setLeftPercent(clamp(((clientX - rect.left) / rect.width) * 100));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(e.clientX);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') setLeftPercent((p) => clamp(p - 2));
    else if (e.key === 'ArrowRight') setLeftPercent((p) => clamp(p + 2));
  };

  const classes = ['split-pane', collapsed ? 'split-pane--collapsed' : '', dragging ? 'split-pane--dragging' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={box} className={classes} style={{ '--split-left': `${leftPercent}%` } as CSSProperties} data-testid="split-pane">
      <div className="split-pane__left">{left}</div>
      <div
        className="split-pane__handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('problem.detail.dragHandle')}
        aria-valuenow={Math.round(leftPercent)}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        onKeyDown={onKeyDown}
        data-testid="split-handle"
      >
        <span className="split-pane__grip" />
      </div>
      <div className="split-pane__right" aria-hidden={collapsed}>
        {right}
      </div>
    </div>
  );
}
