import { Alert, Button, Card, Checkbox, Col, Divider, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, SSO_DEFAULTS, SSO_LIMITS, SSO_ROLE_IDS, isIssuerAddress, type OidcSettingsVO } from '@arbiter/contract';
import { queryKeys } from '@/api/queries.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { getSsoSettings, saveSsoSettings, type SsoSettingsBody } from '../api/sso.ts';
import { ssoKeys } from '../api/keys.ts';
import './ssoSettings.css';

type SsoForm = Omit<OidcSettingsVO, 'clientSecretSet' | 'redirectUri'> & { clientSecret: string; clearClientSecret: boolean };

/** The user roles a new account may get; their names are the user back office's words. */
type UserRoleName =
  'default_user' | 'no_subimit_user' | 'no_discuss_user' | 'mute_user' | 'no_submit_no_discuss_user' | 'no_submit_mute_user';

/**
 * The single sign-on settings (super admin only): the provider and the client registered there,
 * the claims new accounts are made from and their role. The client secret is write-only: the page
 * says whether one is saved, a blank field keeps it.
 */
export default function SsoSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<SsoForm>();
  const enabled = Form.useWatch('enabled', form);
  const label = Form.useWatch('buttonLabel', form);
  const query = useQuery({ queryKey: ssoKeys.settings, queryFn: getSsoSettings });
  const save = useMutation({
    mutationFn: (body: SsoSettingsBody) => saveSsoSettings(body),
    onSuccess: async ({ settings, msg }) => {
      toast.success(msg || t('sso.settings.saved'));
      form.setFieldsValue({ clientSecret: '', clearClientSecret: false });
      client.setQueryData(ssoKeys.settings, settings);
      // The login dialog asks whether to show the button.
      await client.invalidateQueries({ queryKey: queryKeys.ssoLogin });
    },
  });

  let body;
  if (query.isPending) body = <PageLoading />;
  else if (!query.data) body = <EmptyState text={t('sso.settings.loadFailed')} />;
  else {
    const { clientSecretSet, redirectUri, ...shown } = query.data;
    const roleOptions = SSO_ROLE_IDS.map((id) => ({ value: id, label: t(`userAdmin.roles.${ROLES[id].name as UserRoleName}`) }));
    const needed = (message: string) => [{ required: Boolean(enabled), whitespace: true, message }];
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('sso.settings.hint')}</Typography.Paragraph>
        <Alert
          className="sso-settings__redirect"
          type="info"
          showIcon
          title={t('sso.settings.redirectUri')}
          description={
            <>
              <Typography.Text code copyable className="sso-settings__uri" data-testid="sso-redirect-uri">
                {redirectUri}
              </Typography.Text>
              <div className="sso-settings__uri-hint">{t('sso.settings.redirectUriHint')}</div>
            </>
          }
        />
        <Form
          form={form}
          layout="vertical"
          initialValues={{ ...shown, clientSecret: '', clearClientSecret: false }}
          onFinish={(v) => save.mutate(v)}
          data-testid="sso-settings-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="enabled" label={t('sso.settings.enabled')} valuePropName="checked">
                <Switch data-testid="sso-enabled" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="buttonLabel"
                label={t('sso.settings.buttonLabel')}
                extra={t('sso.settings.buttonLabelHint', { label: label?.trim() || SSO_DEFAULTS.buttonLabel })}
              >
                <Input maxLength={SSO_LIMITS.labelMax} placeholder={SSO_DEFAULTS.buttonLabel} data-testid="sso-button-label" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="issuer"
                label={t('sso.settings.issuer')}
                extra={t('sso.settings.issuerHint')}
                rules={[
                  ...needed(t('sso.settings.issuerRequired')),
                  {
                    validator: (_rule, value: string) =>
                      !value?.trim() || isIssuerAddress(value.trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('sso.settings.issuerBad'))),
                  },
                ]}
              >
                <Input maxLength={SSO_LIMITS.urlMax} placeholder="https://login.example.edu/realms/school" data-testid="sso-issuer" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="clientId" label={t('sso.settings.clientId')} rules={needed(t('sso.settings.clientIdRequired'))}>
                <Input maxLength={SSO_LIMITS.clientIdMax} autoComplete="off" data-testid="sso-client-id" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="clientSecret" label={t('sso.settings.clientSecret')}>
                <Input.Password
                  maxLength={SSO_LIMITS.secretMax}
                  autoComplete="new-password"
                  placeholder={t(clientSecretSet ? 'sso.settings.secretSet' : 'sso.settings.secretNone')}
                  data-testid="sso-client-secret"
                />
              </Form.Item>
              {clientSecretSet ? (
                <Form.Item name="clearClientSecret" valuePropName="checked" className="sso-settings__clear">
                  <Checkbox data-testid="sso-clear-secret">{t('sso.settings.clearSecret')}</Checkbox>
                </Form.Item>
              ) : null}
            </Col>
            <Col xs={24}>
              <Form.Item name="scopes" label={t('sso.settings.scopes')}>
                <Input maxLength={SSO_LIMITS.scopesMax} placeholder={SSO_DEFAULTS.scopes} data-testid="sso-scopes" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start" plain className="sso-settings__section">
            {t('sso.settings.claims')}
          </Divider>
          <Typography.Paragraph type="secondary">{t('sso.settings.claimsHint')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="usernameClaim" label={t('sso.settings.usernameClaim')} rules={[{ required: true, whitespace: true }]}>
                <Input maxLength={SSO_LIMITS.claimMax} placeholder={SSO_DEFAULTS.usernameClaim} data-testid="sso-username-claim" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="emailClaim" label={t('sso.settings.emailClaim')} rules={[{ required: true, whitespace: true }]}>
                <Input maxLength={SSO_LIMITS.claimMax} placeholder={SSO_DEFAULTS.emailClaim} data-testid="sso-email-claim" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="displayNameClaim" label={t('sso.settings.displayNameClaim')}>
                <Input maxLength={SSO_LIMITS.claimMax} placeholder="name" data-testid="sso-display-claim" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="newUserRole" label={t('sso.settings.newUserRole')} extra={t('sso.settings.newUserRoleHint')}>
                <Select options={roleOptions} data-testid="sso-role" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" className="sso-settings__rule">
            {t('sso.settings.linkRule')}
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="sso-save">
            {t('sso.settings.save')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <div className="sso-settings" data-testid="sso-settings">
      <Typography.Title level={4}>{t('sso.menu')}</Typography.Title>
      <Card title={t('sso.settings.title')} size="small">
        {body}
      </Card>
    </div>
  );
}
