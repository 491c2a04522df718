import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, ProblemType } from '@arbiter/contract';
import { useAuthLabels, useCanPublish } from '../AuthSelect.tsx';
import { authOptions } from '../authOptions.ts';
import { changeType } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';

const L = PROBLEM_LIMITS;

/** The three limit fields: whole numbers from 1 to their maximum. */
const LIMITS = [
  {
    key: 'timeLimit',
    label: 'problemAdmin.form.timeLimit',
    max: L.timeLimitMaxMs,
    suffix: 'ms',
    testId: 'problem-form-time-limit',
    xs: 24,
  },
  {
    key: 'memoryLimit',
    label: 'problemAdmin.form.memoryLimit',
    max: L.memoryLimitMaxMb,
    suffix: 'MB',
    testId: 'problem-form-memory-limit',
    xs: 12,
  },
  {
    key: 'stackLimit',
    label: 'problemAdmin.form.stackLimit',
    max: L.memoryLimitMaxMb,
    suffix: 'MB',
    testId: 'problem-form-stack-limit',
    xs: 12,
  },
] as const;

/** Problem ID, title, limits, difficulty, auth, type and code sharing; `inContest` offers the contest auth. */
export function BasicFields({ form, update, issues, inContest = false }: FormPartProps & { inContest?: boolean }) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const authLabels = useAuthLabels();
  const canPublish = useCanPublish();

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label={t('problemAdmin.form.problemId')} extra={t('problemAdmin.form.problemIdHelp')} {...status('problemId')}>
          <Input
            value={form.problemId}
            maxLength={L.problemIdMax}
            placeholder={t('problemAdmin.form.problemIdPlaceholder')}
            onChange={(e) => update({ problemId: e.target.value })}
            data-testid="problem-form-problem-id"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item label={t('problemAdmin.form.title')} required {...status('title')}>
          <Input value={form.title} onChange={(e) => update({ title: e.target.value })} data-testid="problem-form-title" />
        </Form.Item>
      </Col>
      {LIMITS.map(({ key, label, max, suffix, testId, xs }) => (
        <Col key={key} xs={xs} sm={8}>
          <Form.Item label={t(label)} required {...status(key)}>
            <InputNumber
              className="admin-number"
              min={1}
              max={max}
              precision={0}
              suffix={suffix}
              value={form[key]}
              onChange={(v) => update({ [key]: typeof v === 'number' ? v : null })}
              data-testid={testId}
            />
          </Form.Item>
        </Col>
      ))}
      <Col xs={12} sm={6}>
        <Form.Item label={t('problemAdmin.form.type')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={form.type}
            onChange={(e) => update((f) => changeType(f, e.target.value as number))}
            options={[
              { value: ProblemType.ACM, label: t('problemAdmin.form.typeAcm') },
              { value: ProblemType.OI, label: t('problemAdmin.form.typeOi') },
            ]}
            data-testid="problem-form-type"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('problemAdmin.form.difficulty')}>
          <Select<number>
            value={form.difficulty}
            onChange={(difficulty) => update({ difficulty })}
            options={[
              { value: 0, label: t('difficulty.easy') },
              { value: 1, label: t('difficulty.mid') },
              { value: 2, label: t('difficulty.hard') },
            ]}
            data-testid="problem-form-difficulty"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('problemAdmin.form.auth')}>
          <Select<number>
            value={form.auth}
            onChange={(auth) => update({ auth })}
            options={authOptions(authLabels, form.auth, canPublish, inContest)}
            data-testid="problem-form-auth"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('problemAdmin.form.codeShare')}>
          <Switch checked={form.codeShare} onChange={(codeShare) => update({ codeShare })} data-testid="problem-form-code-share" />
        </Form.Item>
      </Col>
    </Row>
  );
}
