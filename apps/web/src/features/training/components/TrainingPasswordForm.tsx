import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerTraining } from '../api/training.ts';
import { toast } from '@/ui/feedback.ts';

/**
 * The training password (spec part 2 §2.15, §5): an empty password is refused here with 'Enter the
 * training password'; a wrong one is refused by the server (the client shows its message).
 */
export function TrainingPasswordForm({ tid, onRegistered }: { tid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!password.trim()) {
      toast.warning(t('training.password.required'));
      return;
    }
    setSending(true);
    try {
      await registerTraining(tid, password);
      toast.success(t('training.password.success'));
      setPassword('');
      onRegistered();
    } catch {
      // Reported by the client; the password stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact className="training-password" block>
      <Input.Password
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onPressEnter={() => void submit()}
        placeholder={t('training.password.placeholder')}
        aria-label={t('training.password.title')}
        prefix={<KeyOutlined />}
        maxLength={255}
        data-testid="training-password-input"
      />
      <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="training-password-submit">
        {t('training.password.enter')}
      </Button>
    </Space.Compact>
  );
}
