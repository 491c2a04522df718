import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { passwordAgainRules, passwordRules } from './validation.ts';

/**
 * A new password and its confirmation (fields `password` and `passwordAgain`), as in the register
 * form and the reset page. Test ids are `{testId}` and `{testId}-again`.
 */
export function NewPasswordFields({ label, testId }: { label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} rules={passwordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid={testId}
        />
      </Form.Item>
      <Form.Item name="passwordAgain" label={t('auth.passwordAgain')} dependencies={['password']} rules={passwordAgainRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordAgainPlaceholder')}
          autoComplete="new-password"
          data-testid={`${testId}-again`}
        />
      </Form.Item>
    </>
  );
}
