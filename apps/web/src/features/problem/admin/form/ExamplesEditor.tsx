import { Button, Col, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS } from '@arbiter/contract';
import type { ExampleRow } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';

/** The examples shown on the problem page: input/output pairs, at most two. */
export function ExamplesEditor({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const max = PROBLEM_LIMITS.examplesMax;
  const set = (examples: ExampleRow[]) => update({ examples });
  const change = (i: number, patch: Partial<ExampleRow>) => set(form.examples.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  return (
    <div className="admin-examples" data-testid="problem-form-examples">
      {form.examples.map((example, i) => (
        <div className="admin-example" key={i}>
          <div className="admin-example__head">
            <strong>{t('problemAdmin.form.example', { n: i + 1 })}</strong>
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('problemAdmin.form.removeExample', { n: i + 1 })}
              onClick={() => set(form.examples.filter((_, j) => j !== i))}
              data-testid={`problem-form-example-remove-${i}`}
            />
          </div>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label={t('problemAdmin.form.exampleInput')}>
                <Input.TextArea
                  className="admin-mono"
                  autoSize={{ minRows: 3, maxRows: 12 }}
                  value={example.input}
                  onChange={(e) => change(i, { input: e.target.value })}
                  data-testid={`problem-form-example-input-${i}`}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('problemAdmin.form.exampleOutput')}>
                <Input.TextArea
                  className="admin-mono"
                  autoSize={{ minRows: 3, maxRows: 12 }}
                  value={example.output}
                  onChange={(e) => change(i, { output: e.target.value })}
                  data-testid={`problem-form-example-output-${i}`}
                />
              </Form.Item>
            </Col>
          </Row>
        </div>
      ))}
      <Form.Item {...status('examples')} extra={t('problemAdmin.form.examplesLimit', { max })}>
        <Button
          icon={<PlusOutlined />}
          disabled={form.examples.length >= max}
          onClick={() => set([...form.examples, { input: '', output: '' }])}
          data-testid="problem-form-example-add"
        >
          {t('problemAdmin.form.addExample')}
        </Button>
      </Form.Item>
    </div>
  );
}
