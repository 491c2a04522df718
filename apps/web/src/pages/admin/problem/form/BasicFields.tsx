import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, ProblemType } from '@arbiter/contract';
import { useAuthLabels, useCanPublish } from '../AuthSelect.tsx';
import { authOptions } from '../authOptions.ts';
import { changeType } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';

const L = PROBLEM_LIMITS;

/** Problem ID, title, limits, difficulty, auth, type and code sharing. */
export function BasicFields({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const authLabels = useAuthLabels();
  const canPublish = useCanPublish();
  const number = (value: number | null) => (typeof value === 'number' ? value : null);

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label={t('admin.form.problemId')} extra={t('admin.form.problemIdHelp')} {...status('problemId')}>
          <Input
            value={form.problemId}
            maxLength={L.problemIdMax}
            placeholder={t('admin.form.problemIdPlaceholder')}
            onChange={(e) => update({ problemId: e.target.value })}
            data-testid="problem-form-problem-id"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item label={t('admin.form.title')} required {...status('title')}>
          <Input value={form.title} onChange={(e) => update({ title: e.target.value })} data-testid="problem-form-title" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item label={t('admin.form.timeLimit')} required {...status('timeLimit')}>
          <InputNumber
            className="admin-number"
            min={1}
            max={L.timeLimitMaxMs}
            precision={0}
            suffix="ms"
            value={form.timeLimit}
            onChange={(v) => update({ timeLimit: number(v) })}
            data-testid="problem-form-time-limit"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item label={t('admin.form.memoryLimit')} required {...status('memoryLimit')}>
          <InputNumber
            className="admin-number"
            min={1}
            max={L.memoryLimitMaxMb}
            precision={0}
            suffix="MB"
            value={form.memoryLimit}
            onChange={(v) => update({ memoryLimit: number(v) })}
            data-testid="problem-form-memory-limit"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item label={t('admin.form.stackLimit')} required {...status('stackLimit')}>
          <InputNumber
            className="admin-number"
            min={1}
            max={L.memoryLimitMaxMb}
            precision={0}
            suffix="MB"
            value={form.stackLimit}
            onChange={(v) => update({ stackLimit: number(v) })}
            data-testid="problem-form-stack-limit"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('admin.form.type')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={form.type}
            onChange={(e) => update((f) => changeType(f, e.target.value as number))}
            options={[
              { value: ProblemType.ACM, label: t('admin.form.typeAcm') },
              { value: ProblemType.OI, label: t('admin.form.typeOi') },
            ]}
            data-testid="problem-form-type"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('admin.form.difficulty')}>
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
        <Form.Item label={t('admin.form.auth')}>
          <Select<number>
            value={form.auth}
            onChange={(auth) => update({ auth })}
            options={authOptions(authLabels, form.auth, canPublish)}
            data-testid="problem-form-auth"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item label={t('admin.form.codeShare')}>
          <Switch checked={form.codeShare} onChange={(codeShare) => update({ codeShare })} data-testid="problem-form-code-share" />
        </Form.Item>
      </Col>
    </Row>
  );
}
