import type { ReactNode } from 'react';
import './scopeProblem.css';

/**
 * A problem inside a contest or a training: the area's strip of problems, then the problem's split
 * filling the window below. The area's `className` says how much sits above the split.
 */
export function ScopeProblemFrame({
  className,
  testId,
  strip,
  children,
}: {
  className: string;
  testId: string;
  strip: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`scope-problem ${className}`} data-testid={testId}>
      {strip}
      <div className="problem-detail scope-problem__split">{children}</div>
    </div>
  );
}
