import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { badgeCount } from '@arbiter/contract';

/** An unread badge: nothing at 0, the number up to 99, 99 above that (spec part 1 §2.3). */
export function UnreadBadge({ count, children, testId }: { count: number; children?: ReactNode; testId?: string }) {
  const shown = badgeCount(count);
  return (
    <Badge count={shown} overflowCount={99} size="small" offset={children ? [4, -2] : undefined} data-testid={testId}>
      {children}
    </Badge>
  );
}
