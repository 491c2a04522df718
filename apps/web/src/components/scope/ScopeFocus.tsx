import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import './scopeFocus.css';

/**
 * The focus page of a problem inside a contest or a training: no top bar, only the way back and
 * the area's compact header above the problem, so the problem has the window.
 */
export function ScopeFocus({
  testId,
  exitLabel,
  onExit,
  header,
  children,
}: {
  testId: string;
  exitLabel: string;
  onExit: () => void;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="scope-focus" data-testid={testId}>
      <div className="scope-focus__bar">
        <Button icon={<ArrowLeftOutlined />} onClick={onExit} data-testid="exit-full-screen">
          {exitLabel}
        </Button>
        <div className="scope-focus__header">{header}</div>
      </div>
      {children}
    </div>
  );
}
