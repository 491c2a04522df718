import { useState } from 'react';
import { Alert, Button, Col, Divider, Form, Input, Row, Space } from 'antd';
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, type ChangeAccountVO } from '@arbiter/contract';
import { changeEmail, changePassword, getChangeEmailCode } from '../../api/account.ts';
import { emailCodeRules, emailRules, isValidEmail, passwordAgainRules, passwordRules } from '../../components/auth/validation.ts';
import { useResendLock } from '../../hooks/useResendLock.ts';
import { authDialog } from '../../session/authDialog.ts';
import { session, useSession } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { navigateTo } from '../../ui/navigation.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

interface EmailValues {
  password: string;
  newEmail: string;
  code: string;
}

type Outcome = { ok: boolean; text: string } | null;

/** change-password and change-email answer body 200 always; `data.code` 200/400/403 tells the outcome. */
function outcomeOf(vo: ChangeAccountVO, fallback: string): Outcome {
  return { ok: vo.code === 200, text: vo.msg || fallback };
}

export function AccountSetting() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [pwdForm] = Form.useForm<PasswordValues>();
  const [emailForm] = Form.useForm<EmailValues>();
  const [pwdBusy, setPwdBusy] = useState(false);
  const [emailBusy, setEmailBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [pwdOutcome, setPwdOutcome] = useState<Outcome>(null);
  const [emailOutcome, setEmailOutcome] = useState<Outcome>(null);
  const lock = useResendLock('change-email-code');
  const currentEmail = user?.email ?? '';

  const submitPassword = async (values: PasswordValues) => {
    setPwdBusy(true);
    setPwdOutcome(null);
    try {
      const vo = await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword.trim() });
      const outcome = outcomeOf(vo, vo.code === 200 ? t('setting.passwordChanged') : t('setting.updateFailed'));
      setPwdOutcome(outcome);
      if (outcome?.ok) {
        toast.success(outcome.text);
        pwdForm.resetFields();
        // A new password signs the account out everywhere, this tab included: sign in again.
        const username = user?.username ?? '';
        session.clear();
        authDialog.open('login', username);
        navigateTo('/home');
      } else if (outcome) toast.error(outcome.text);
    } catch {
      // Reported by the client.
    } finally {
      setPwdBusy(false);
    }
  };

  const sendCode = async () => {
    const email = String(emailForm.getFieldValue('newEmail') ?? '').trim();
    if (!isValidEmail(email)) {
      toast.error(t('validation.emailInvalid'));
      emailForm.setFields([{ name: 'newEmail', errors: [t('validation.emailInvalid')] }]);
      return;
    }
    if (email === currentEmail) {
      emailForm.setFields([{ name: 'newEmail', errors: [t('validation.newEmailSame')] }]);
      return;
    }
    setSending(true);
    try {
      await getChangeEmailCode(email);
      lock.start(LIMITS.changeEmailCodeResendSeconds);
      toast.success(t('auth.codeSent'));
    } catch {
      // Reported by the client.
    } finally {
      setSending(false);
    }
  };

  const submitEmail = async (values: EmailValues) => {
    setEmailBusy(true);
    setEmailOutcome(null);
    try {
      const vo = await changeEmail({ password: values.password, newEmail: values.newEmail.trim(), code: values.code.trim() });
      const outcome = outcomeOf(vo, vo.code === 200 ? t('setting.emailChanged') : t('setting.updateFailed'));
      setEmailOutcome(outcome);
      if (outcome?.ok) {
        toast.success(outcome.text);
        if (vo.userInfo) session.setUser(vo.userInfo);
        else session.updateUser({ email: values.newEmail.trim() });
        emailForm.resetFields();
      } else if (outcome) toast.error(outcome.text);
    } catch {
      // Reported by the client.
    } finally {
      setEmailBusy(false);
    }
  };

  return (
    <Row gutter={[32, 16]}>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{t('setting.changePassword')}</Divider>
        <Form<PasswordValues>
          form={pwdForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void submitPassword(v)}
          data-testid="setting-password-form"
        >
          <Form.Item
            name="oldPassword"
            label={t('setting.oldPassword')}
            rules={[{ required: true, message: t('validation.oldPasswordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="setting-old-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('setting.newPassword')}
            dependencies={['oldPassword']}
            rules={[
              ...passwordRules(t),
              ({ getFieldValue }) => ({
                validator(_rule, value: string | undefined) {
                  if (!value || value !== getFieldValue('oldPassword')) return Promise.resolve();
                  return Promise.reject(new Error(t('validation.newPasswordSame')));
                },
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="setting-new-password" />
          </Form.Item>
          <Form.Item
            name="newPasswordAgain"
            label={t('auth.passwordAgain')}
            dependencies={['newPassword']}
            rules={passwordAgainRules(t, 'newPassword')}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="setting-new-password-again" />
          </Form.Item>
          {pwdOutcome ? (
            <Alert
              type={pwdOutcome.ok ? 'success' : 'error'}
              title={pwdOutcome.text}
              showIcon
              className="setting__alert"
              data-testid="setting-password-result"
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={pwdBusy} data-testid="setting-change-password">
            {t('setting.changePassword')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{t('setting.changeEmail')}</Divider>
        <Form<EmailValues>
          form={emailForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void submitEmail(v)}
          data-testid="setting-email-form"
        >
          <Form.Item label={t('setting.currentEmail')}>
            <Input value={currentEmail || t('common.notSet')} readOnly disabled data-testid="setting-current-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('setting.currentPassword')}
            rules={[{ required: true, message: t('validation.oldPasswordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="setting-email-password" />
          </Form.Item>
          <Form.Item
            name="newEmail"
            label={t('setting.newEmail')}
            rules={[
              ...emailRules(t),
              {
                validator(_rule, value: string | undefined) {
                  if (!value || value.trim() !== currentEmail) return Promise.resolve();
                  return Promise.reject(new Error(t('validation.newEmailSame')));
                },
              },
            ]}
          >
            <Input prefix={<MailOutlined />} autoComplete="email" data-testid="setting-new-email" />
          </Form.Item>
          <Form.Item label={t('auth.emailCode')}>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={emailCodeRules(t)}>
                <Input
                  prefix={<SafetyOutlined />}
                  maxLength={LIMITS.emailCodeLength}
                  inputMode="numeric"
                  placeholder={t('auth.emailCodePlaceholder')}
                  data-testid="setting-email-code"
                />
              </Form.Item>
              <Button onClick={() => void sendCode()} disabled={lock.remaining > 0} loading={sending} data-testid="setting-send-email-code">
                {lock.remaining > 0 ? t('auth.resendIn', { seconds: lock.remaining }) : t('auth.sendCode')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {emailOutcome ? (
            <Alert
              type={emailOutcome.ok ? 'success' : 'error'}
              title={emailOutcome.text}
              showIcon
              className="setting__alert"
              data-testid="setting-email-result"
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={emailBusy} data-testid="setting-change-email">
            {t('setting.changeEmail')}
          </Button>
        </Form>
      </Col>
    </Row>
  );
}
