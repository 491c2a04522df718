import { Button, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_TOKEN_SCOPES, type UserTokenScope } from '@arbiter/contract';
import { apiTokenKeys } from '../api/keys.ts';
import { createApiToken, getApiTokens, revokeApiToken } from '../api/tokens.ts';
import { SecretNotice } from './SecretNotice.tsx';
import { TokenTable } from './TokenTable.tsx';
import { useTokenList } from './useTokenList.ts';
import '../apiToken.css';

interface Values {
  name: string;
  scopes: UserTokenScope[];
  expiresInDays: number;
}

/** Days a new token may last; 0 is "until revoked". */
const EXPIRY_DAYS = [30, 90, 365, 0] as const;

/** The settings page's API tokens: make one with a name, scopes and a lifetime; see and revoke one's tokens. */
export function ApiTokenSettings() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const list = useTokenList({
    key: apiTokenKeys.mine,
    list: getApiTokens,
    create: (v: Values) => createApiToken({ name: v.name, scopes: v.scopes, expiresInDays: v.expiresInDays || null }),
    revoke: revokeApiToken,
    revokedText: t('apiToken.revoked'),
  });

  return (
    <div className="api-token-settings" data-testid="api-token-settings">
      <Typography.Paragraph type="secondary">{t('apiToken.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ scopes: ['read'], expiresInDays: 90 }}
        onFinish={(v) => list.create.mutate(v, { onSuccess: () => form.resetFields(['name']) })}
      >
        <div className="api-token-form-row">
          <Form.Item
            name="name"
            label={t('apiToken.name')}
            rules={[{ required: true, whitespace: true, message: t('apiToken.nameRequired') }, { max: 64 }]}
          >
            <Input maxLength={64} placeholder={t('apiToken.namePlaceholder')} data-testid="api-token-name" />
          </Form.Item>
          <Form.Item name="expiresInDays" label={t('apiToken.lifetime')}>
            <Select
              data-testid="api-token-expiry"
              options={EXPIRY_DAYS.map((d) => ({ value: d, label: d ? t('apiToken.days', { count: d }) : t('apiToken.noExpiry') }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="scopes" label={t('apiToken.scopes')} rules={[{ required: true, message: t('apiToken.scopeRequired') }]}>
          <Checkbox.Group>
            <Space direction="vertical" size={4}>
              {USER_TOKEN_SCOPES.map((s) => (
                <Checkbox key={s} value={s} data-testid={`api-token-scope-${s}`}>
                  <strong>{t(`apiToken.scope.${s}`)}</strong>{' '}
                  <Typography.Text type="secondary">{t(`apiToken.scopeHelp.${s}`)}</Typography.Text>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={list.create.isPending} data-testid="api-token-create">
          {t('apiToken.create')}
        </Button>
      </Form>
      {list.fresh && <SecretNotice name={list.fresh.apiToken.name} token={list.fresh.token} />}
      <TokenTable tokens={list.tokens} loading={list.loading} revoking={list.revoking} onRevoke={list.revoke} />
    </div>
  );
}
