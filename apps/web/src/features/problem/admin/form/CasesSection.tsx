import { Alert, Button, Form, Radio, Space, Tag, Tooltip } from 'antd';
import { CalculatorOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ProblemType, evenScores, ioScoreOf, type JudgeCaseMode } from '@arbiter/contract';
import { downloadTestcases } from '../../api/admin-problem.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { activeCases, caseModesFor, changeCaseMode, withActiveCases } from './model.ts';
import { ManualCases } from './ManualCases.tsx';
import { UploadedCases } from './UploadedCases.tsx';
import { useFieldStatus, type FormPartProps } from './issues.ts';

const MODE_LABELS = {
  default: 'caseModeDefault',
  ergodic_without_error: 'caseModeErgodic',
  subtask_lowest: 'caseModeSubtaskLowest',
  subtask_average: 'caseModeSubtaskAverage',
} as const;

const MODE_HINTS = {
  default: 'caseModeDefaultHint',
  ergodic_without_error: 'caseModeErgodicHint',
  subtask_lowest: 'caseModeSubtaskLowestHint',
  subtask_average: 'caseModeSubtaskAverageHint',
} as const;

/**
 * The test data: the case mode allowed by the type, uploaded files or hand-entered cases, OI scores
 * (split 100 evenly, the remainder on the last cases) and subtask group numbers.
 */
export function CasesSection(props: FormPartProps) {
  const { form, update, issues } = props;
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const oi = form.type === ProblemType.OI;
  const cases = activeCases(form);
  // The default mode of an OI problem scores case by case, unlike ACM's stop-at-first-failure.
  const modeHint =
    oi && form.judgeCaseMode === 'default'
      ? t('problemAdmin.form.caseModeOiHint')
      : t(`problemAdmin.form.${MODE_HINTS[form.judgeCaseMode]}`);

  const splitEvenly = () => {
    const scores = evenScores(cases.length);
    update((f) =>
      withActiveCases(
        f,
        activeCases(f).map((c, i) => ({ ...c, score: scores[i] ?? 0 })),
      ),
    );
  };

  return (
    <>
      <Form.Item label={t('problemAdmin.form.caseMode')} extra={modeHint}>
        <Radio.Group
          value={form.judgeCaseMode}
          onChange={(e) => update((f) => changeCaseMode(f, e.target.value as JudgeCaseMode))}
          options={caseModesFor(form.type).map((mode) => ({ value: mode, label: t(`problemAdmin.form.${MODE_LABELS[mode]}`) }))}
          data-testid="problem-form-case-mode"
        />
      </Form.Item>
      <Form.Item
        label={
          <span className="admin-inline-label">
            {t('problemAdmin.form.caseSource')}
            {form.id !== null ? (
              <Button
                size="small"
                type="link"
                icon={<DownloadOutlined />}
                onClick={() => void downloadWithToasts(t, () => downloadTestcases(form.id ?? 0))}
                data-testid="problem-form-download-cases"
              >
                {t('problemAdmin.form.downloadCases')}
              </Button>
            ) : null}
          </span>
        }
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={form.isUploadTestCase}
          onChange={(e) => update({ isUploadTestCase: e.target.value as boolean })}
          options={[
            { value: true, label: t('problemAdmin.form.caseUpload') },
            { value: false, label: t('problemAdmin.form.caseManual') },
          ]}
          data-testid="problem-form-case-source"
        />
      </Form.Item>
      {oi && cases.length > 0 ? (
        <div className="admin-score-bar">
          <Space wrap>
            <Tooltip title={t('problemAdmin.form.splitScoresHint')}>
              <Button icon={<CalculatorOutlined />} onClick={splitEvenly} data-testid="problem-form-split-scores">
                {t('problemAdmin.form.splitScores')}
              </Button>
            </Tooltip>
            <Tag color="purple" data-testid="problem-form-total-score">
              {t('problemAdmin.form.totalScore', { score: ioScoreOf(cases, form.judgeCaseMode) })}
            </Tag>
          </Space>
        </div>
      ) : null}
      {form.isUploadTestCase ? <UploadedCases {...props} /> : <ManualCases {...props} />}
      {status('cases').help ? (
        <Alert type="error" showIcon title={status('cases').help} className="admin-cases__error" data-testid="problem-form-cases-error" />
      ) : null}
    </>
  );
}
