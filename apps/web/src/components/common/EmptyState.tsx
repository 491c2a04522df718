import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
        {action}
      </Empty>
    </div>
  );
}
