import { Button, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, ProblemType, isSubtaskMode } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { addManualCase, removeManualCase, type CaseRow } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';

/** Test cases typed in: input and output text, a score for OI, a group number in the subtask modes. */
export function ManualCases({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const oi = form.type === ProblemType.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);
  const cases = form.manualCases;

  const change = (key: string, patch: Partial<CaseRow>) =>
    update({ manualCases: cases.map((c) => (c.key === key ? { ...c, ...patch } : c)) });

  return (
    <div className="admin-manual" data-testid="problem-form-manual">
      {cases.length === 0 ? <EmptyState text={t('problemAdmin.form.noCases')} /> : null}
      {cases.map((c, i) => {
        const data = status(`cases.${i}.data`);
        const score = status(`cases.${i}.score`);
        const group = status(`cases.${i}.groupNum`);
        return (
          <div className="admin-case" key={c.key} data-testid={`problem-form-case-${i}`}>
            <div className="admin-case__head">
              <strong>{t('problemAdmin.form.case', { n: i + 1 })}</strong>
              <Space size={8} wrap>
                {oi ? (
                  <InputNumber
                    size="small"
                    min={0}
                    max={PROBLEM_LIMITS.caseScoreMax}
                    precision={0}
                    prefix={t('problemAdmin.form.caseScore')}
                    value={c.score}
                    status={score.validateStatus}
                    onChange={(v) => change(c.key, { score: typeof v === 'number' ? v : null })}
                    className="admin-case__number"
                    data-testid={`problem-form-case-score-${i}`}
                  />
                ) : null}
                {subtask ? (
                  <InputNumber
                    size="small"
                    min={1}
                    max={PROBLEM_LIMITS.casesMax}
                    precision={0}
                    prefix={t('problemAdmin.form.caseGroup')}
                    value={c.groupNum}
                    status={group.validateStatus}
                    onChange={(v) => change(c.key, { groupNum: typeof v === 'number' ? v : null })}
                    className="admin-case__number"
                    data-testid={`problem-form-case-group-${i}`}
                  />
                ) : null}
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('problemAdmin.form.removeCase', { n: i + 1 })}
                  onClick={() => update((f) => removeManualCase(f, c.key))}
                  data-testid={`problem-form-case-remove-${i}`}
                />
              </Space>
            </div>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item label={t('problemAdmin.form.caseInput')} validateStatus={data.validateStatus}>
                  <Input.TextArea
                    className="admin-mono"
                    autoSize={{ minRows: 3, maxRows: 10 }}
                    value={c.input}
                    onChange={(e) => change(c.key, { input: e.target.value })}
                    data-testid={`problem-form-case-input-${i}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('problemAdmin.form.caseOutput')} validateStatus={data.validateStatus}>
                  <Input.TextArea
                    className="admin-mono"
                    autoSize={{ minRows: 3, maxRows: 10 }}
                    value={c.output}
                    onChange={(e) => change(c.key, { output: e.target.value })}
                    data-testid={`problem-form-case-output-${i}`}
                  />
                </Form.Item>
              </Col>
            </Row>
            {[data.help, score.help, group.help].filter(Boolean).map((help) => (
              <div key={help} className="admin-case__error">
                {help}
              </div>
            ))}
          </div>
        );
      })}
      <Button icon={<PlusOutlined />} type="dashed" block onClick={() => update(addManualCase)} data-testid="problem-form-case-add">
        {t('problemAdmin.form.addCase')}
      </Button>
    </div>
  );
}
