import { Descriptions, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseView } from '@arbiter/contract';
import { JudgeStatusTag } from './JudgeStatusTag.tsx';
import { formatMemory, formatRunTime, verdictToneClass } from './format.ts';
import { statusLook } from './judgeStatus.ts';
import './submission.css';

function CaseDetails({ c }: { c: CaseView }) {
  const { t } = useTranslation();
  const items = [
    { key: 'status', label: t('submission.list.colStatus'), children: <JudgeStatusTag status={c.status} /> },
    { key: 'time', label: t('submission.detail.time'), children: formatRunTime(c.time) },
    { key: 'memory', label: t('submission.detail.memory'), children: formatMemory(c.memory) },
    ...(c.score !== null && c.score !== undefined ? [{ key: 'score', label: t('submission.detail.score'), children: c.score }] : []),
    ...(c.inputData ? [{ key: 'in', label: t('submission.detail.caseInput'), children: c.inputData }] : []),
    ...(c.outputData ? [{ key: 'out', label: t('submission.detail.caseOutput'), children: c.outputData }] : []),
    ...(c.userOutput
      ? [{ key: 'msg', label: t('submission.detail.caseMessage'), children: <pre className="case-box__message">{c.userOutput}</pre> }]
      : []),
  ];
  return <Descriptions size="small" column={1} bordered items={items} className="case-box__details" />;
}

/**
 * The test cases as coloured boxes (spec part 2 §2.5): each shows its verdict, time, memory and
 * score; hovering or tapping one shows the checker's message.
 */
export function CaseGrid({ cases, testId = 'case-grid' }: { cases: readonly CaseView[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="case-grid" data-testid={testId}>
      {cases.map((c) => {
        const look = statusLook(c.status);
        return (
          <Popover
            key={c.seq}
            trigger={['hover', 'click']}
            title={t('submission.detail.caseNo', { n: c.seq })}
            content={<CaseDetails c={c} />}
          >
            <button type="button" className={`case-box ${verdictToneClass(c.status)}`} data-testid={`case-${c.seq}`} data-status={c.status}>
              <span className="case-box__head">
                <span className="case-box__no">#{c.seq}</span>
                <span className="case-box__verdict">{look.short}</span>
              </span>
              <span className="case-box__line">{formatRunTime(c.time)}</span>
              <span className="case-box__line">{formatMemory(c.memory)}</span>
              {c.score !== null && c.score !== undefined ? <span className="case-box__score">{c.score}</span> : null}
            </button>
          </Popover>
        );
      })}
    </div>
  );
}
