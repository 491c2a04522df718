import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiTokenKeys } from '../api/keys.ts';
import { createJudgeToken, getJudgeTokens, revokeJudgeToken } from '../api/tokens.ts';
import { SecretNotice } from '../components/SecretNotice.tsx';
import { TokenTable } from '../components/TokenTable.tsx';
import { useTokenList } from '../components/useTokenList.ts';
import '../apiToken.css';

/**
 * /admin/judge-tokens — the tokens judge hosts sign in with (super admin). The local judge's and
 * ARBITER_JUDGE_TOKEN's are listed too; revoking one stops its hosts within a second.
 */
export default function JudgeTokens() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const list = useTokenList({
    key: apiTokenKeys.judge,
    list: getJudgeTokens,
    create: (v: { name: string }) => createJudgeToken(v.name),
    revoke: revokeJudgeToken,
    revokedText: t('apiToken.revoked'),
  });
  const origin = window.location.origin;

  return (
    <Card title={t('apiToken.judgeTitle')} className="api-token-settings" data-testid="judge-tokens-page">
      <Typography.Paragraph type="secondary">{t('apiToken.judgeIntro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => list.create.mutate(v, { onSuccess: () => form.resetFields() })}
        className="api-token-inline"
      >
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('apiToken.nameRequired') }]}>
          <Input maxLength={64} placeholder={t('apiToken.judgePlaceholder')} data-testid="judge-token-name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={list.create.isPending} data-testid="judge-token-create">
          {t('apiToken.create')}
        </Button>
      </Form>
      {list.fresh && (
        <>
          <SecretNotice name={list.fresh.apiToken.name} token={list.fresh.token} />
          <Typography.Paragraph>
            {t('apiToken.judgeStart')}
            <Typography.Text code copyable>{`node apps/judge/src/main.ts --server ${origin} --token ${list.fresh.token}`}</Typography.Text>
          </Typography.Paragraph>
        </>
      )}
      <TokenTable tokens={list.tokens} loading={list.loading} revoking={list.revoking} onRevoke={list.revoke} />
    </Card>
  );
}
