import { Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SlidePuzzle } from './SlidePuzzle.tsx';
import { passwordRules, usernameRules } from './validation.ts';

/**
 * The username and password fields of a login form, and the slide puzzle once it is needed
 * (usePuzzleLogin says when). `testIdPrefix` names the fields for the browser tests.
 */
export function LoginFields({
  testIdPrefix,
  size,
  needPuzzle,
  puzzleRound,
  onVerified,
}: {
  testIdPrefix: string;
  size?: 'large';
  needPuzzle: boolean;
  puzzleRound: number;
  onVerified: (token: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="username" label={t('auth.username')} rules={usernameRules(t)}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          size={size}
          data-testid={`${testIdPrefix}-username`}
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={passwordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          size={size}
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      {needPuzzle ? (
        <Form.Item>
          {/* A new round draws a new puzzle: a token is good for one login only. */}
          <SlidePuzzle key={puzzleRound} onVerified={onVerified} />
        </Form.Item>
      ) : null}
    </>
  );
}
