import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingVO } from '@arbiter/contract';
import { ScopeHeader } from '@/components/scope/ScopeHeader.tsx';
import { useSession } from '@/session/session.ts';
import { CategoryTag, TrainingAuthTag, TrainingProgress } from './TrainingTags.tsx';
import './training.css';

/**
 * The head of a training (spec part 2 §2.15): its title, auth and category, and the user's
 * progress bar; compact above a problem, where the problem needs the room.
 */
export function TrainingHeader({ training, compact = false }: { training: TrainingVO; compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <ScopeHeader
      area="training"
      compact={compact}
      title={training.title}
      aside={
        <Space wrap size={[6, 6]} className="training-header__tags">
          <TrainingAuthTag auth={training.auth} />
          {training.categoryName ? <CategoryTag name={training.categoryName} color={training.categoryColor} filled /> : null}
        </Space>
      }
    >
      {token && !compact ? (
        <div className="training-header__progress">
          <span className="training-header__progress-label">{t('training.header.progress')}</span>
          <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} className="training-header__bar" />
        </div>
      ) : null}
    </ScopeHeader>
  );
}
