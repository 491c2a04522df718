import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerContest } from '../api/contest.ts';
import { toast } from '@/ui/feedback.ts';

/**
 * The contest password (spec part 2 §2.7, §5): an empty password is refused here with 'Enter the
 * contest password'; a wrong one is refused by the server (the client shows its message).
 */
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
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!password.trim()) {
      toast.warning(t('contest.password.required'));
      return;
    }
    setSending(true);
    try {
      await registerContest(cid, password);
      toast.success(t('contest.password.success'));
      setPassword('');
      onRegistered();
    } catch {
      // Reported by the client; the password stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact className="contest-password" block>
      <Input.Password
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onPressEnter={() => void submit()}
        placeholder={t('contest.password.placeholder')}
        aria-label={t('contest.password.title')}
        prefix={<KeyOutlined />}
        autoFocus={autoFocus}
        maxLength={255}
        data-testid="contest-password-input"
      />
      <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="contest-password-submit">
        {t('contest.password.enter')}
      </Button>
    </Space.Compact>
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
