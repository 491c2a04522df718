import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input, Space, Spin, Tooltip } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CaptchaVO } from '@arbiter/contract';
import { applyResetPassword, getCaptcha } from '../../api/account.ts';
import { useResendLock } from '../../hooks/useResendLock.ts';
import { authDialog } from '../../session/authDialog.ts';
import { toast } from '../../ui/feedback.ts';
import { emailRules, existenceRule } from './validation.ts';
import './auth.css';

interface ResetValues {
  email: string;
  captcha: string;
}

/** Asks for a reset mail: email (must exist) and the image captcha; resend lock 90 s. */
export function ResetPwdForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const [captcha, setCaptcha] = useState<CaptchaVO | null>(null);
  const [captchaLoading, setCaptchaLoading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const lock = useResendLock('reset-mail');

  const refreshCaptcha = useCallback(() => {
    setCaptchaLoading(true);
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null))
      .finally(() => setCaptchaLoading(false));
  }, []);

  useEffect(() => refreshCaptcha(), [refreshCaptcha]);

  const onFinish = async (values: ResetValues) => {
    if (!captcha) {
      refreshCaptcha();
      return;
    }
    setSubmitting(true);
    try {
      await applyResetPassword({
        email: values.email.trim(),
        captcha: values.captcha.trim(),
        captchaKey: captcha.captchaKey,
      });
      lock.start(LIMITS.resetMailResendSeconds);
      toast.success(t('auth.resetMailSent'));
    } catch {
      // Reported by the client.
    } finally {
      setSubmitting(false);
      form.setFieldValue('captcha', '');
      refreshCaptcha();
    }
  };

  return (
    <Form<ResetValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)} data-testid="reset-form">
      <p className="auth-form__intro">{t('auth.resetIntro')}</p>
      <Form.Item
        name="email"
        label={t('auth.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[...emailRules(t), existenceRule('email', true, t('validation.emailNotExist'))]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('auth.emailPlaceholder')} autoComplete="email" data-testid="reset-email" />
      </Form.Item>
      <Form.Item label={t('auth.captcha')}>
        <Space.Compact block>
          <Form.Item
            name="captcha"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('validation.captchaRequired') },
              {
                max: LIMITS.resetCaptchaMax,
                message: t('validation.captchaMax', { max: LIMITS.resetCaptchaMax }),
              },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth.captchaPlaceholder')}
              maxLength={LIMITS.resetCaptchaMax}
              data-testid="reset-captcha"
            />
          </Form.Item>
          <Tooltip title={t('auth.captchaRefresh')}>
            <button
              type="button"
              className="captcha-image"
              onClick={refreshCaptcha}
              aria-label={t('auth.captchaRefresh')}
              data-testid="reset-captcha-img"
            >
              {captchaLoading || !captcha ? <Spin size="small" /> : <img src={captcha.img} alt={t('auth.captcha')} />}
            </button>
          </Tooltip>
        </Space.Compact>
      </Form.Item>
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={lock.remaining > 0} data-testid="reset-submit">
          {lock.remaining > 0 ? t('auth.resendIn', { seconds: lock.remaining }) : t('auth.sendResetMail')}
        </Button>
      </Form.Item>
      <div className="auth-form__links">
        <Button type="link" size="small" onClick={() => authDialog.switchMode('login')} data-testid="goto-login">
          {t('auth.backToLogin')}
        </Button>
        <Button type="link" size="small" onClick={() => authDialog.switchMode('register')} data-testid="goto-register">
          {t('auth.noAccount')}
        </Button>
      </div>
    </Form>
  );
}
