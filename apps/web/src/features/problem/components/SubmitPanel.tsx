import { useMemo, useState, type ReactNode } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, CodeOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, ProblemType, type ContestProblemInfoVO, type ProblemInfoVO } from '@arbiter/contract';
import type { TestJudgeType } from '../api/problem.ts';
import { LazyCodeEditor } from '@/components/editor/LazyCodeEditor.tsx';
import { editorScope } from '@/components/editor/editorStorage.ts';
import { useProblemEditor } from '@/components/editor/useProblemEditor.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { SubmitStatusBox } from './SubmitStatusBox.tsx';
import { TestDrawer, type TestTab } from './TestDrawer.tsx';
import { parseExamples } from './samples.ts';
import { useSubmitFlow, type SubmitFlowOptions, type SubmitTarget } from './useSubmitFlow.ts';
import { useTestRun } from './useTestRun.ts';
import './problemParts.css';

export interface SubmitPanelProps {
  /** null when the problem failed to load: everything stays disabled. */
  problem: ProblemInfoVO | ContestProblemInfoVO | null;
  /** Where submissions go; its display id also keys the code kept in the browser. */
  target: SubmitTarget | null;
  /** The user's status on the problem (null: unknown or not logged in). */
  myStatus: number | null;
  /** The area's own reason to refuse submitting (a contest that ended, …). */
  submitDisabled?: boolean;
  /** Why, shown on the disabled Submit button. */
  submitDisabledReason?: string;
  /** Where the verdict tag leads (contests have their own submission pages). */
  statusDetailPath?: (submitId: number) => string;
  /**
   * The area hides verdicts (an OI contest without real-time results): this notice shows instead of
   * the status box, after a submission here or when the user has submitted before.
   */
  resultNotice?: ReactNode;
  confirmBeforeSubmit?: () => Promise<boolean>;
  onFinished?: SubmitFlowOptions['onFinished'];
  /** An online test matched a sample. */
  onSamplePassed?: (index: number) => void;
}

function testTypeOf(target: SubmitTarget | null): TestJudgeType {
  if (target?.cid) return 'contest';
  return target?.gid ? 'group' : 'public';
}

/**
 * The right pane of every problem page (spec part 2 §2.2–§2.3, §4): the editor and its toolbar,
 * the online test drawer, the status box, and the Online Test and Submit buttons.
 */
export function SubmitPanel({
  problem,
  target,
  myStatus,
  submitDisabled = false,
  submitDisabledReason,
  statusDetailPath,
  resultNotice,
  confirmBeforeSubmit,
  onFinished,
  onSamplePassed,
}: SubmitPanelProps) {
  const { t } = useTranslation();
  const languages = useMemo(() => problem?.languages ?? [], [problem]);
  const samples = useMemo(() => parseExamples(problem?.problem.examples), [problem]);
  const editor = useProblemEditor({
    scope: editorScope(target?.cid),
    problemKey: target?.submitPid ?? '',
    languages,
    codeTemplate: problem?.codeTemplate,
  });
  const flow = useSubmitFlow({
    target: problem ? target : null,
    ...(confirmBeforeSubmit ? { confirmBeforeSubmit } : {}),
    ...(onFinished ? { onFinished } : {}),
  });
  const testRun = useTestRun({
    pid: problem?.problem.id ?? null,
    type: testTypeOf(target),
    samples,
    ...(onSamplePassed ? { onSamplePassed } : {}),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tab, setTab] = useState<TestTab>('case');

  const unavailable = !problem || !target || languages.length === 0;
  const { code, language } = editor.value;
  const solved = flow.visible ? flow.status === JudgeStatus.ACCEPTED && !flow.submitting : myStatus === JudgeStatus.ACCEPTED;
  const submittedBefore = myStatus !== null && myStatus !== JudgeStatus.NOT_SUBMITTED;
  const showNotice = resultNotice !== undefined && (flow.visible || submittedBefore);

  const runTest = async () => {
    setTab('result');
    // Back to the input when the run could not start (not logged in, empty code, …).
    if (!(await testRun.start(code, language))) setTab('case');
  };

  return (
    <div className="submit-panel" data-testid="submit-panel">
      <EditorToolbar
        editor={editor}
        languages={languages}
        pid={problem?.problem.id ?? null}
        {...(target?.cid ? { cid: target.cid } : {})}
        gid={target?.gid ?? null}
        myStatus={myStatus}
        disabled={unavailable}
        submitDisabled={submitDisabled}
      />
      <div className="submit-panel__editor">
        <LazyCodeEditor
          value={code}
          onChange={editor.setCode}
          language={language}
          theme={editor.value.theme}
          fontSize={editor.value.fontSize}
          tabSize={editor.value.tabSize}
          readOnly={unavailable}
          ariaLabel={t('problem.editor.code')}
        />
        <TestDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          run={testRun}
          samples={samples}
          tab={tab}
          onTab={setTab}
          onRun={() => void runTest()}
          disabled={unavailable}
        />
      </div>
      {showNotice ? (
        <div className="submit-panel__result" data-testid="submit-notice">
          {resultNotice}
        </div>
      ) : flow.visible || solved ? (
        <div className="submit-panel__result">
          <SubmitStatusBox
            flow={flow}
            isOI={problem?.problem.type === ProblemType.OI}
            {...(statusDetailPath ? { detailPath: statusDetailPath } : {})}
          />
          {solved ? (
            <Tag color="success" icon={<CheckCircleFilled />} className="submit-panel__solved" data-testid="problem-solved">
              {t('problem.submit.solved')}
            </Tag>
          ) : null}
        </div>
      ) : null}
      <div className="submit-panel__footer">
        <Button
          icon={<CodeOutlined />}
          onClick={() => setDrawerOpen((o) => !o)}
          disabled={unavailable}
          type={drawerOpen ? 'primary' : 'default'}
          ghost={drawerOpen}
          data-testid="online-test-button"
        >
          {t('problem.submit.onlineTest')}
        </Button>
        <Tooltip title={unavailable ? t('problem.submit.unavailable') : submitDisabled ? submitDisabledReason : undefined}>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={flow.submitting}
            disabled={unavailable || submitDisabled || flow.submitting}
            onClick={() => void flow.submit(code, language)}
            data-testid="submit-button"
          >
            {flow.submitting ? t('problem.submit.submitting') : t('problem.submit.submit')}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
