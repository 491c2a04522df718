import type { CSSProperties, ReactNode } from 'react';
import { Progress, Tag, Tooltip } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@arbiter/contract';
import { progressPercent } from './trainingRules.ts';
import './training.css';

/** Public or Private, with the lock a private training needs a password for (spec part 2 §2.15). */
export function TrainingAuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation();
  const priv = auth === TrainingAuth.PRIVATE;
  return (
    <Tooltip title={priv ? t('training.auth.privateTip') : t('training.auth.publicTip')}>
      <Tag color={priv ? 'red' : 'green'} icon={priv ? <LockOutlined /> : <UnlockOutlined />} data-auth={auth}>
        {priv ? t('training.auth.private') : t('training.auth.public')}
      </Tag>
    </Tooltip>
  );
}

/** The default colour of a category that has none. */
const CATEGORY_FALLBACK = '#409eff';

/**
 * A category in its own colour: outlined in lists, filled when chosen (the list's filter) or when
 * it names the training (the introduction).
 */
export function CategoryTag({
  name,
  color,
  filled = false,
  onClick,
  testId,
}: {
  name: ReactNode;
  color: string | null;
  filled?: boolean;
  onClick?: () => void;
  testId?: string;
}) {
  const c = color || CATEGORY_FALLBACK;
  const style: CSSProperties = filled ? { color: '#fff', background: c, borderColor: c } : { color: c, background: '#fff', borderColor: c };
  if (!onClick) {
    return (
      <Tag className="training-category" style={style} data-testid={testId}>
        {name}
      </Tag>
    );
  }
  return (
    <Tag.CheckableTag
      className="training-category training-category--clickable"
      style={style}
      checked={filled}
      onChange={onClick}
      data-testid={testId}
    >
      {name}
    </Tag.CheckableTag>
  );
}

/** The user's progress in a training: solved over its problems, as a bar. */
export function TrainingProgress({ acCount, problemCount, className }: { acCount: number; problemCount: number; className?: string }) {
  const { t } = useTranslation();
  const percent = progressPercent(acCount, problemCount);
  const label = t('training.progress', { ac: acCount, total: problemCount });
  return (
    <Tooltip title={label}>
      <Progress
        className={className}
        percent={percent}
        format={() => `${acCount}/${problemCount}`}
        size="small"
        status={problemCount > 0 && acCount >= problemCount ? 'success' : 'normal'}
        aria-label={label}
        data-testid="training-progress"
      />
    </Tooltip>
  );
}
