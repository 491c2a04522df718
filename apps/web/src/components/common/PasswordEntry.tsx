import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { toast } from '@/ui/feedback.ts';

/**
 * What the form says, in the area's words, named as each area's `password` block names them, so a
 * caller passes its block whole (`t('contest.password', { returnObjects: true })`).
 */
export interface PasswordEntryWords {
  /** The input's accessible name. */
  title: string;
  placeholder: string;
  /** Refusing an empty password. */
  required: string;
  /** The button. */
  enter: string;
  success: string;
}

/**
 * The password that opens a private or protected contest or training (spec part 2 §5): an empty one
 * is refused here; a wrong one is refused by the server (the client shows its message).
 */
export function PasswordEntry({
  words,
  register,
  onRegistered,
  testIdPrefix,
  autoFocus = false,
}: {
  words: PasswordEntryWords;
  /** The area's register call. */
  register: (password: string) => Promise<unknown>;
  onRegistered: () => void;
  /** The input is `<prefix>-input`, the button `<prefix>-submit`. */
  testIdPrefix: string;
  autoFocus?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!password.trim()) {
      toast.warning(words.required);
      return;
    }
    setSending(true);
    try {
      await register(password);
      toast.success(words.success);
      setPassword('');
      onRegistered();
    } catch {
      // Reported by the client; the password stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact className="password-entry" block>
      <Input.Password
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onPressEnter={() => void submit()}
        placeholder={words.placeholder}
        aria-label={words.title}
        prefix={<KeyOutlined />}
        autoFocus={autoFocus}
        maxLength={255}
        data-testid={`${testIdPrefix}-input`}
      />
      <Button type="primary" loading={sending} onClick={() => void submit()} data-testid={`${testIdPrefix}-submit`}>
        {words.enter}
      </Button>
    </Space.Compact>
  );
}
