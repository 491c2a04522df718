import { Tag } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isRunning, statusLook } from './judgeStatus.ts';

/** A verdict as a coloured tag; running statuses spin. `short` shows the abbreviation (AC, WA…). */
export function JudgeStatusTag({ status, short = false, onClick }: { status: number; short?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  const look = statusLook(status);
  const name = t(`submission.status.${look.key}`);
  return (
    <Tag
      color={look.color}
      icon={isRunning(status) ? <LoadingOutlined /> : undefined}
      title={short ? name : undefined}
      data-status={status}
      onClick={onClick}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      {short ? look.short : name}
    </Tag>
  );
}
