import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@arbiter/contract';

/** Public (green) or Private (red), as the training tables show a training's auth. */
export function TrainingAuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation();
  return <Tag color={auth === TrainingAuth.PRIVATE ? 'red' : 'green'}>{t(`adminTraining.auth.${auth}`)}</Tag>;
}

/** A category's name on its colour. */
export function CategoryTag({ name, color }: { name: string; color: string | null }) {
  return (
    <Tag color={color ?? undefined} className="admin-training-category">
      {name}
    </Tag>
  );
}
