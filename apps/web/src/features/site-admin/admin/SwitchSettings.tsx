import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REMOTE_JUDGES, SWITCH_LIMITS, type SwitchConfig } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { getSwitches, saveSwitches } from '../api/switch.ts';
import { siteAdminKeys } from '../api/keys.ts';
import { accountListsOf, accountRowsOf, type AccountForm } from './accounts.ts';
import './switchSettings.css';

type Flag =
  | 'openPublicJudge'
  | 'openContestJudge'
  | 'openGroupJudge'
  | 'hideNonContestSubmissionCode'
  | 'openPublicDiscussion'
  | 'openGroupDiscussion'
  | 'openContestComment';
type Count =
  | 'defaultSubmitInterval'
  | 'defaultCreateDiscussionACInitValue'
  | 'defaultCreateDiscussionDailyLimit'
  | 'defaultCreateCommentACInitValue'
  | 'defaultCreateGroupACInitValue'
  | 'defaultCreateGroupDailyLimit'
  | 'defaultCreateGroupLimit';

const SECTIONS: { title: 'judging' | 'discussion' | 'group'; flags: Flag[]; counts: Count[] }[] = [
  {
    title: 'judging',
    flags: ['openPublicJudge', 'openContestJudge', 'openGroupJudge', 'hideNonContestSubmissionCode'],
    counts: ['defaultSubmitInterval'],
  },
  {
    title: 'discussion',
    flags: ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'],
    counts: ['defaultCreateDiscussionACInitValue', 'defaultCreateDiscussionDailyLimit', 'defaultCreateCommentACInitValue'],
  },
  { title: 'group', flags: [], counts: ['defaultCreateGroupACInitValue', 'defaultCreateGroupDailyLimit', 'defaultCreateGroupLimit'] },
];

const JUDGE_NAMES: Record<(typeof REMOTE_JUDGES)[number], string> = {
  hdu: 'HDU',
  cf: 'Codeforces',
  poj: 'POJ',
  atcoder: 'AtCoder',
  spoj: 'SPOJ',
  libreoj: 'LibreOJ',
};

type FormValues = Omit<SwitchConfig, `${string}List`> & { accounts: AccountForm };

/** The site switches (hoj-api §1.6) in cards by what they govern, saved together. */
export default function SwitchSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const query = useQuery({ queryKey: siteAdminKeys.switches, queryFn: getSwitches });
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const { accounts, ...rest } = values;
      return saveSwitches({ ...rest, ...accountListsOf(accounts) });
    },
    onSuccess: async (msg) => {
      setServerError(null);
      toast.success(msg || t('siteAdmin.switches.saved'));
      await client.invalidateQueries({ queryKey: siteAdminKeys.switches });
    },
    onError: (err) => setServerError(err instanceof ApiError ? err.message : null),
  });

  if (query.isPending) return <PageLoading />;
  if (!query.data) return <EmptyState text={t('siteAdmin.switches.loadFailed')} />;
  const initial: FormValues = { ...query.data, accounts: accountRowsOf(query.data) };
  const max = (key: Count) => (key === 'defaultSubmitInterval' ? SWITCH_LIMITS.intervalMax : SWITCH_LIMITS.capMax);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => save.mutate(v)}
      className="switch-settings"
      data-testid="switch-settings"
    >
      <Typography.Title level={4}>{t('siteAdmin.switches.title')}</Typography.Title>
      {serverError && <Alert type="error" showIcon message={serverError} className="switch-settings-error" data-testid="switch-error" />}
      <Row gutter={[16, 16]}>
        {SECTIONS.map((section) => (
          <Col xs={24} lg={8} key={section.title}>
            <Card title={t(`siteAdmin.switches.${section.title}`)} size="small">
              {section.flags.map((key) => (
                <Form.Item key={key} name={key} label={t(`siteAdmin.switches.${key}`)} valuePropName="checked">
                  <Switch data-testid={`switch-${key}`} />
                </Form.Item>
              ))}
              {section.counts.map((key) => (
                <Form.Item key={key} name={key} label={t(`siteAdmin.switches.${key}`)} rules={[{ required: true }]}>
                  <InputNumber min={0} max={max(key)} precision={0} className="switch-settings-number" data-testid={`switch-${key}`} />
                </Form.Item>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('siteAdmin.switches.remote')} size="small" className="switch-settings-remote">
        <Typography.Paragraph type="secondary">{t('siteAdmin.switches.remoteHint')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {REMOTE_JUDGES.map((judge) => (
            <Col xs={24} md={12} key={judge}>
              <Typography.Text strong>{JUDGE_NAMES[judge]}</Typography.Text>
              <Form.List name={['accounts', judge]}>
                {(fields, { add, remove }) => (
                  <div className="switch-settings-accounts" data-testid={`accounts-${judge}`}>
                    {fields.length === 0 && <Typography.Text type="secondary">{t('siteAdmin.switches.noAccounts')}</Typography.Text>}
                    {fields.map((field) => (
                      <Space.Compact key={field.key} block>
                        <Form.Item name={[field.name, 'username']} noStyle>
                          <Input
                            placeholder={t('siteAdmin.switches.username')}
                            aria-label={t('siteAdmin.switches.username')}
                            maxLength={SWITCH_LIMITS.accountTextMax}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'password']} noStyle>
                          <Input.Password
                            placeholder={t('siteAdmin.switches.password')}
                            aria-label={t('siteAdmin.switches.password')}
                            maxLength={SWITCH_LIMITS.accountTextMax}
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('siteAdmin.switches.removeAccount')}
                          onClick={() => remove(field.name)}
                        />
                      </Space.Compact>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ username: '', password: '' })}
                      data-testid={`add-account-${judge}`}
                    >
                      {t('siteAdmin.switches.addAccount')}
                    </Button>
                  </div>
                )}
              </Form.List>
            </Col>
          ))}
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} className="switch-settings-save" data-testid="switch-save">
        {t('siteAdmin.switches.save')}
      </Button>
    </Form>
  );
}
