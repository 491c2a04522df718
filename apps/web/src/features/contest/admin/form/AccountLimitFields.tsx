import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { extraAccountsOf, type AccountLimitFields as Fields } from './model.ts';
import { SwitchField, useContestFieldStatus, type ContestPartProps } from './parts.tsx';

/** An example of the usernames the range lets in, e.g. "team1x … team40x". */
function rangeExample(f: Fields): string | null {
  if (f.numberFrom === null || f.numberTo === null || f.numberFrom > f.numberTo) return null;
  const name = (n: number) => `${f.prefix.trim()}${n}${f.suffix.trim()}`;
  return f.numberFrom === f.numberTo ? name(f.numberFrom) : `${name(f.numberFrom)} … ${name(f.numberTo)}`;
}

/** Which accounts may take part: prefix + a number in a range + suffix, plus extra usernames. */
export function AccountLimitFields({ form, update, issues }: ContestPartProps) {
  const { t } = useTranslation();
  const status = useContestFieldStatus(issues);
  const f = form.accountLimit;
  const set = (patch: Partial<Fields>) => update((c) => ({ ...c, accountLimit: { ...c.accountLimit, ...patch } }));
  const example = rangeExample(f);
  const extras = extraAccountsOf(f.extraAccounts).length;
  return (
    <>
      <SwitchField
        label={t('adminContest.form.accountLimit')}
        hint={t('adminContest.form.accountLimitHint')}
        checked={form.openAccountLimit}
        onChange={(openAccountLimit) => update({ openAccountLimit })}
        testId="contest-form-account-limit"
      />
      {form.openAccountLimit ? (
        <Form.Item {...status('accountLimit')} className="admin-contest-rule" data-testid="contest-form-account-rule">
          <Row gutter={12}>
            <Col xs={12} md={6}>
              <Form.Item label={t('adminContest.form.prefix')}>
                <Input
                  value={f.prefix}
                  maxLength={50}
                  onChange={(e) => set({ prefix: e.target.value })}
                  data-testid="contest-form-prefix"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('adminContest.form.suffix')}>
                <Input
                  value={f.suffix}
                  maxLength={50}
                  onChange={(e) => set({ suffix: e.target.value })}
                  data-testid="contest-form-suffix"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('adminContest.form.numberFrom')}>
                <InputNumber
                  className="admin-number"
                  min={0}
                  precision={0}
                  value={f.numberFrom}
                  onChange={(v) => set({ numberFrom: typeof v === 'number' ? v : null })}
                  data-testid="contest-form-number-from"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('adminContest.form.numberTo')}>
                <InputNumber
                  className="admin-number"
                  min={0}
                  precision={0}
                  value={f.numberTo}
                  onChange={(v) => set({ numberTo: typeof v === 'number' ? v : null })}
                  data-testid="contest-form-number-to"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('adminContest.form.extraAccounts')} extra={t('adminContest.form.extraAccountsHint', { count: extras })}>
            <Input.TextArea
              value={f.extraAccounts}
              autoSize={{ minRows: 2, maxRows: 8 }}
              onChange={(e) => set({ extraAccounts: e.target.value })}
              data-testid="contest-form-extra-accounts"
            />
          </Form.Item>
          {example ? (
            <div className="muted" data-testid="contest-form-rule-example">
              {t('adminContest.form.ruleExample', { example })}
            </div>
          ) : null}
        </Form.Item>
      ) : null}
    </>
  );
}
