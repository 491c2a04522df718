import { Button, Card, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_ADDRESS, SITE_CONFIG_LIMITS, type EmailConfigDTO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { getEmailConfig, saveEmailConfig } from '../api/config.ts';
import { siteAdminKeys } from '../api/keys.ts';
import { TestMail } from './TestMail.tsx';

type MailForm = Omit<EmailConfigDTO, 'emailPasswordSet'>;
const MAX = SITE_CONFIG_LIMITS.mailTextMax;

/** The mail server settings; the password is never shown, and a blank one keeps the saved one. */
export function MailConfigCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<MailForm>();
  const query = useQuery({ queryKey: siteAdminKeys.mail, queryFn: getEmailConfig });
  const save = useMutation({
    mutationFn: saveEmailConfig,
    onSuccess: async (msg) => {
      toast.success(msg || t('siteAdmin.conf.saved'));
      form.setFieldValue('emailPassword', '');
      await client.invalidateQueries({ queryKey: siteAdminKeys.mail });
    },
  });

  let body;
  if (query.isPending) body = <PageLoading />;
  else if (!query.data) body = <EmptyState text={t('siteAdmin.conf.loadFailed')} />;
  else {
    const { emailPasswordSet, ...initial } = query.data;
    body = (
      <>
        <Typography.Paragraph type="secondary" className="site-config-hint">
          {t('siteAdmin.conf.mail.hint')}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)} data-testid="mail-config-form">
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="emailHost" label={t('siteAdmin.conf.mail.host')} rules={[{ required: true }]}>
                <Input maxLength={MAX} data-testid="mail-host" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="emailPort" label={t('siteAdmin.conf.mail.port')} rules={[{ required: true }]}>
                <InputNumber min={1} max={65535} precision={0} className="site-config-number" data-testid="mail-port" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="emailUsername" label={t('siteAdmin.conf.mail.username')}>
                <Input maxLength={MAX} autoComplete="off" data-testid="mail-username" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="emailPassword" label={t('siteAdmin.conf.mail.password')}>
                <Input.Password
                  maxLength={MAX}
                  autoComplete="new-password"
                  placeholder={t(emailPasswordSet ? 'siteAdmin.conf.mail.passwordUnchanged' : 'siteAdmin.conf.mail.passwordNone')}
                  data-testid="mail-password"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="emailBGImg"
                label={t('siteAdmin.conf.mail.bgImg')}
                rules={[{ pattern: IMAGE_ADDRESS, message: t('siteAdmin.conf.web.badImage') }]}
              >
                <Input maxLength={MAX} data-testid="mail-bgimg" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="emailSsl" label={t('siteAdmin.conf.mail.ssl')} valuePropName="checked">
                <Switch data-testid="mail-ssl" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="mail-save">
            {t('siteAdmin.conf.save')}
          </Button>
        </Form>
        <TestMail />
      </>
    );
  }
  return (
    <Card title={t('siteAdmin.conf.mail.title')} size="small" data-testid="mail-config-card">
      {body}
    </Card>
  );
}
