import { Progress } from 'antd';

/**
 * A load fraction as a small bar, or as bare text where space is short: green, orange from 70 %,
 * red from 90 % (a CPU load per core passes 100 % when processes wait for a core).
 */
export function LoadBar({ fraction, compact = false, testId }: { fraction: number | null; compact?: boolean; testId?: string }) {
  if (fraction === null) return <span data-testid={testId}>-</span>;
  const percent = fraction * 100;
  const color = percent >= 90 ? '#ff4d4f' : percent >= 70 ? '#fa8c16' : '#52c41a';
  const text = `${percent.toFixed(1)}%`;
  if (compact) {
    return (
      <span className="dashboard-load-text" style={{ color }} data-testid={testId}>
        {text}
      </span>
    );
  }
  return (
    <Progress
      className="dashboard-load"
      percent={Math.min(100, percent)}
      status="normal"
      strokeColor={color}
      size="small"
      format={() => text}
      data-testid={testId}
    />
  );
}
