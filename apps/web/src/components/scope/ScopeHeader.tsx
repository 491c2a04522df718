import type { ReactNode } from 'react';
import { Card } from 'antd';
import './scopeHeader.css';

/**
 * The head card of a contest or a training: the title with what stands beside it, then the area's
 * lines; compact above a problem, where the problem needs the room.
 */
export function ScopeHeader({
  area,
  compact,
  title,
  aside,
  children,
}: {
  /** The area's name, which prefixes its own classes and test ids (`contest-header`, `contest-title`). */
  area: string;
  compact: boolean;
  title: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className={`scope-header ${area}-header${compact ? ' scope-header--compact' : ''}`} data-testid={`${area}-header`}>
      <div className="scope-header__top">
        <h1 className={`scope-header__title ${area}-header__title`} data-testid={`${area}-title`}>
          {title}
        </h1>
        {aside}
      </div>
      {children}
    </Card>
  );
}
