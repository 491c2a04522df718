import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordEntry } from '@/components/common/PasswordEntry.tsx';
import { registerContest } from '../api/contest.ts';

/** The contest password (spec part 2 §2.7, §5), which registers the user for the contest. */
export function ContestPasswordForm({
  cid,
  onRegistered,
  autoFocus = false,
}: {
  cid: number;
  onRegistered: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PasswordEntry
      words={t('contest.password', { returnObjects: true })}
      register={(password) => registerContest(cid, password)}
      onRegistered={onRegistered}
      testIdPrefix="contest-password"
      autoFocus={autoFocus}
    />
  );
}

/** The same form in a dialog: what submitting without access opens. */
export function ContestPasswordDialog({
  cid,
  open,
  lead,
  onClose,
  onRegistered,
}: {
  cid: number;
  open: boolean;
  lead: string;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('contest.password.title')} destroyOnHidden>
      <div data-testid="contest-password-dialog">
        <p className="contest-password__lead">{lead}</p>
        <ContestPasswordForm
          cid={cid}
          autoFocus
          onRegistered={() => {
            onRegistered();
            onClose();
          }}
        />
      </div>
    </Modal>
  );
}
