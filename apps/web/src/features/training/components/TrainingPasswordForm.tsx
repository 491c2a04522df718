import { useTranslation } from 'react-i18next';
import { PasswordEntry } from '@/components/common/PasswordEntry.tsx';
import { registerTraining } from '../api/training.ts';

/** The training password (spec part 2 §2.15, §5), which registers the user for the training. */
export function TrainingPasswordForm({ tid, onRegistered }: { tid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  return (
    <PasswordEntry
      words={t('training.password', { returnObjects: true })}
      register={(password) => registerTraining(tid, password)}
      onRegistered={onRegistered}
      testIdPrefix="training-password"
    />
  );
}
