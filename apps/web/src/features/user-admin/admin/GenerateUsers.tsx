import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Result, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, USER_ADMIN_LIMITS, type GenerateUserBody } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { downloadGeneratedSheet, generateUsers } from '../api/users.ts';

interface Values {
  prefix: string;
  suffix: string;
  from: number | null;
  to: number | null;
  passwordLength: number | null;
}

const INITIAL: Values = { prefix: '', suffix: '', from: 1, to: 10, passwordLength: 8 };

/**
 * Numbered accounts (spec part 3 §5): prefix + number + suffix with random passwords; the result
 * offers the sheet of names and passwords for 30 minutes. Test ids: `user-generate-<field>`,
 * `user-generate-submit`, `user-generate-download`.
 */
export function GenerateUsers({ onGenerated }: { onGenerated: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ key: string; count: number } | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const { batchMax, generatedPasswordMin: pwMin, generatedPasswordMax: pwMax } = USER_ADMIN_LIMITS;
  const values = Form.useWatch([], form) as Values | undefined;
  const required = (field: string) => ({ required: true, message: t('userAdmin.generate.required', { field }) });

  const submit = async (v: Values) => {
    const from = v.from ?? 0;
    const to = v.to ?? 0;
    const body: GenerateUserBody = {
      prefix: v.prefix,
      suffix: v.suffix,
      number_from: from,
      number_to: to,
      password_length: v.passwordLength ?? pwMin,
    };
    setBusy(true);
    setTaken([]);
    try {
      const { key } = await generateUsers(body);
      setDone({ key, count: to - from + 1 });
      onGenerated();
    } catch (err) {
      const names = err instanceof ApiError ? (err.data as { usernames?: unknown } | null)?.usernames : undefined;
      if (Array.isArray(names)) setTaken(names.map(String));
    } finally {
      setBusy(false);
    }
  };

  const example =
    values && values.from !== null && values.to !== null && values.to >= values.from
      ? t('userAdmin.generate.example', {
          first: `${values.prefix ?? ''}${values.from}${values.suffix ?? ''}`,
          last: `${values.prefix ?? ''}${values.to}${values.suffix ?? ''}`,
        })
      : null;

  return (
    <div className="user-generate" data-testid="user-generate">
      <Typography.Paragraph type="secondary">{t('userAdmin.generate.hint')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={INITIAL} onFinish={(v) => void submit(v)} className="user-generate__form">
        <div className="user-generate__grid">
          <Form.Item name="prefix" label={t('userAdmin.generate.prefix')}>
            <Input maxLength={LIMITS.usernameMax} data-testid="user-generate-prefix" />
          </Form.Item>
          <Form.Item name="suffix" label={t('userAdmin.generate.suffix')}>
            <Input maxLength={LIMITS.usernameMax} data-testid="user-generate-suffix" />
          </Form.Item>
          <Form.Item name="from" label={t('userAdmin.generate.from')} rules={[required(t('userAdmin.generate.from'))]}>
            <InputNumber min={0} precision={0} className="user-generate__number" data-testid="user-generate-from" />
          </Form.Item>
          <Form.Item
            name="to"
            label={t('userAdmin.generate.to')}
            dependencies={['from']}
            rules={[
              required(t('userAdmin.generate.to')),
              ({ getFieldValue }) => ({
                validator: async (_, to: number | null) => {
                  const from = getFieldValue('from') as number | null;
                  if (to === null || from === null) return;
                  if (to < from) throw new Error(t('userAdmin.generate.toBelowFrom'));
                  if (to - from + 1 > batchMax) throw new Error(t('userAdmin.generate.tooMany', { max: batchMax }));
                },
              }),
            ]}
          >
            <InputNumber min={0} precision={0} className="user-generate__number" data-testid="user-generate-to" />
          </Form.Item>
          <Form.Item
            name="passwordLength"
            label={t('userAdmin.generate.passwordLength')}
            extra={`${pwMin} – ${pwMax}`}
            rules={[required(t('userAdmin.generate.passwordLength'))]}
          >
            <InputNumber
              min={pwMin}
              max={pwMax}
              precision={0}
              className="user-generate__number"
              data-testid="user-generate-password-length"
            />
          </Form.Item>
        </div>
        {example ? <Typography.Paragraph type="secondary">{example}</Typography.Paragraph> : null}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="user-generate-submit">
          {t('userAdmin.generate.submit')}
        </Button>
      </Form>
      {taken.length > 0 ? (
        <Alert type="error" showIcon className="user-generate__taken" title={t('userAdmin.generate.taken', { names: taken.join(', ') })} />
      ) : null}
      {done ? (
        <Result
          status="success"
          title={t('userAdmin.generate.done', { count: done.count })}
          data-testid="user-generate-result"
          extra={
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              className="user-generate__download"
              onClick={() => void downloadWithToasts(t, () => downloadGeneratedSheet(done.key))}
              data-testid="user-generate-download"
            >
              {t('userAdmin.generate.download')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
