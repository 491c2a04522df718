import { useState } from 'react';
import { Alert, Button, Divider, Form, Input, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client.ts';
import { sendTestEmail } from '../api/config.ts';

/** Sends a test mail with the saved settings and shows what the mail server answered. */
export function TestMail() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: sendTestEmail,
    onMutate: () => setResult(null),
    onSuccess: (answer) => setResult({ ok: true, text: t('siteAdmin.conf.mail.testOk', { answer }) }),
    onError: (err) => setResult({ ok: false, text: err instanceof ApiError ? err.message : String(err) }),
  });
  return (
    <div className="site-config-test">
      <Divider titlePlacement="start" plain>
        {t('siteAdmin.conf.mail.testTitle')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('siteAdmin.conf.mail.testHint')}</Typography.Paragraph>
      <Form form={form} onFinish={(v) => send.mutate(v.email.trim())}>
        <Space.Compact block>
          <Form.Item name="email" noStyle rules={[{ required: true, type: 'email', message: t('siteAdmin.conf.mail.testBadEmail') }]}>
            <Input
              type="email"
              placeholder={t('siteAdmin.conf.mail.testTo')}
              aria-label={t('siteAdmin.conf.mail.testTo')}
              data-testid="mail-test-to"
            />
          </Form.Item>
          <Button htmlType="submit" loading={send.isPending} data-testid="mail-test-send">
            {t('siteAdmin.conf.mail.testSend')}
          </Button>
        </Space.Compact>
      </Form>
      {result && (
        <Alert
          className="site-config-test-result"
          type={result.ok ? 'success' : 'error'}
          showIcon
          message={result.text}
          data-testid="mail-test-result"
        />
      )}
    </div>
  );
}
