import { Alert, Button, Drawer, Input, Space, Tabs, Tag } from 'antd';
import { CaretRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, TEST_INPUT_MAX } from '@arbiter/contract';
import { formatMemory, formatRunTime, JudgeStatusTag } from '@/features/submission/index.ts';
import type { Sample } from './samples.ts';
import type { TestRun, TestRunResult } from './useTestRun.ts';

export type TestTab = 'case' | 'result';

function Output({ label, text, testId }: { label: string; text: string | null | undefined; testId: string }) {
  return (
    <div className="test-result__block">
      <div className="test-result__label">{label}</div>
      <pre className="test-result__text" data-testid={testId}>
        {text || ' '}
      </pre>
    </div>
  );
}

/** Statuses that come from comparing the output (not from running the program). */
const COMPARED: readonly number[] = [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR];

/** What a finished online test means (spec part 2 §4 "Online test"). */
function Verdict({ result }: { result: TestRunResult }) {
  const { t } = useTranslation();
  if (result.status === JudgeStatus.COMPILE_ERROR) {
    return <Alert type="error" showIcon title={t('problem.test.compileFailed')} data-testid="test-verdict" data-verdict="compile-failed" />;
  }
  // With a special judge or an interactor, a plain comparison with one sample output proves nothing.
  if ((result.problemJudgeMode ?? 'default') !== 'default' && COMPARED.includes(result.status)) {
    return <Alert type="warning" showIcon title={t('problem.test.uncertain')} data-testid="test-verdict" data-verdict="uncertain" />;
  }
  if (result.status === JudgeStatus.ACCEPTED) {
    if (result.expectedOutput === null || result.expectedOutput === undefined) {
      return (
        <Alert
          type="info"
          showIcon
          title={t('problem.test.runSuccess')}
          description={t('problem.test.noExpected')}
          data-testid="test-verdict"
          data-verdict="ran"
        />
      );
    }
    return (
      <Alert
        type="success"
        showIcon
        title={t('submission.status.accepted')}
        description={result.passedSample >= 0 ? t('problem.test.passedSample', { n: result.passedSample + 1 }) : undefined}
        data-testid="test-verdict"
        data-verdict="accepted"
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={<JudgeStatusTag status={result.status} />}
      data-testid="test-verdict"
      data-verdict={String(result.status)}
    />
  );
}

function ResultView({ run }: { run: TestRun }) {
  const { t } = useTranslation();
  if (run.running) {
    return (
      <div className="test-result__waiting" data-testid="test-running">
        <LoadingOutlined /> {t('problem.test.running')}
      </div>
    );
  }
  const result = run.result;
  if (!result) return <div className="test-result__waiting">{t('problem.test.resultEmpty')}</div>;
  const compileFailed = result.status === JudgeStatus.COMPILE_ERROR;
  return (
    <div className="test-result" data-testid="test-result" data-status={result.status}>
      <Verdict result={result} />
      {compileFailed ? (
        <Output label={t('problem.test.stderr')} text={result.stderr} testId="test-stderr" />
      ) : (
        <>
          <Space size={16} className="test-result__usage">
            <span>
              {t('problem.submit.time')}: <strong data-testid="test-time">{formatRunTime(result.time)}</strong>
            </span>
            <span>
              {t('problem.submit.memory')}: <strong data-testid="test-memory">{formatMemory(result.memory)}</strong>
            </span>
          </Space>
          <div className="test-result__grid">
            <Output label={t('problem.test.input')} text={result.userInput ?? result.input} testId="test-user-input" />
            <Output label={t('problem.test.userOutput')} text={result.userOutput} testId="test-user-output" />
            {result.expectedOutput !== null && result.expectedOutput !== undefined ? (
              <Output label={t('problem.test.expectedOutput')} text={result.expectedOutput} testId="test-expected-output" />
            ) : null}
            {result.stderr ? <Output label={t('problem.test.stderr')} text={result.stderr} testId="test-stderr" /> : null}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The online test drawer at the bottom of the editor (spec part 2 §2.3): Test Case (fill from a
 * sample, or type an input of at most 1000 characters) and Test Result.
 */
export function TestDrawer({
  open,
  onClose,
  run,
  samples,
  tab,
  onTab,
  onRun,
  disabled,
}: {
  open: boolean;
  onClose: () => void;
  run: TestRun;
  samples: readonly Sample[];
  tab: TestTab;
  onTab: (tab: TestTab) => void;
  onRun: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const extra = (
    <Space size={8}>
      {run.running ? (
        <Tag color="processing" icon={<LoadingOutlined />} data-testid="test-running-tag">
          {t('problem.test.running')}
        </Tag>
      ) : null}
      <Button
        type="primary"
        size="small"
        icon={<CaretRightOutlined />}
        onClick={onRun}
        loading={run.running}
        disabled={disabled}
        data-testid="test-run"
      >
        {t('problem.test.run')}
      </Button>
    </Space>
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      getContainer={false}
      mask={false}
      size="62%"
      title={t('problem.submit.onlineTest')}
      rootClassName="test-drawer"
      extra={extra}
    >
      <Tabs
        data-testid="test-drawer"
        activeKey={tab}
        onChange={(k) => onTab(k as TestTab)}
        size="small"
        items={[
          {
            key: 'case',
            label: t('problem.test.testCase'),
            children: (
              <div className="test-case" data-testid="test-case">
                {samples.length > 0 ? (
                  <Space wrap size={8} className="test-case__fill">
                    {samples.map((s, i) => (
                      <Button key={i} size="small" onClick={() => run.setInput(s.input)} data-testid={`test-fill-${i + 1}`}>
                        {t('problem.test.fillCase', { n: i + 1 })}
                      </Button>
                    ))}
                  </Space>
                ) : null}
                <Input.TextArea
                  value={run.input}
                  onChange={(e) => run.setInput(e.target.value)}
                  maxLength={TEST_INPUT_MAX}
                  showCount
                  autoSize={{ minRows: 5, maxRows: 12 }}
                  placeholder={t('problem.test.inputPlaceholder', { max: TEST_INPUT_MAX })}
                  aria-label={t('problem.test.input')}
                  className="test-case__input"
                  data-testid="test-input"
                />
              </div>
            ),
          },
          { key: 'result', label: t('problem.test.testResult'), children: <ResultView run={run} /> },
        ]}
      />
    </Drawer>
  );
}
