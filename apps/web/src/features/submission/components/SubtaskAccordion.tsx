import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseView, SubTaskJudgeCaseVO } from '@arbiter/contract';
import { CaseGrid } from './CaseGrid.tsx';
import { JudgeStatusTag } from './JudgeStatusTag.tsx';
import { formatMemory, formatRunTime } from './format.ts';
import './submission.css';

/**
 * Subtask results (judge case modes subtask_lowest / subtask_average): one panel per group with its
 * verdict, score, accepted count, time and memory; the group's cases open below it. Groups that did
 * not pass start open, so the failing case is one look away.
 */
export function SubtaskAccordion({ subtasks }: { subtasks: readonly SubTaskJudgeCaseVO<CaseView>[] }) {
  const { t } = useTranslation();
  const failing = subtasks.filter((s) => s.ac < s.total).map((s) => String(s.groupNum));
  return (
    <Collapse
      className="subtask-accordion"
      defaultActiveKey={failing}
      data-testid="subtask-accordion"
      items={subtasks.map((s) => ({
        key: String(s.groupNum),
        label: (
          <span className="subtask-accordion__head" data-testid={`subtask-${s.groupNum}`}>
            <strong className="subtask-accordion__name">{t('submission.detail.subtask', { n: s.groupNum })}</strong>
            <JudgeStatusTag status={s.status} />
            <span className="subtask-accordion__score">{t('submission.detail.scoreValue', { score: s.score })}</span>
            <span className="subtask-accordion__meta">{t('submission.detail.subtaskPassed', { ac: s.ac, total: s.total })}</span>
            <span className="subtask-accordion__meta">{formatRunTime(s.time)}</span>
            <span className="subtask-accordion__meta">{formatMemory(s.memory)}</span>
          </span>
        ),
        children: <CaseGrid cases={s.subtaskDetailList} testId={`subtask-cases-${s.groupNum}`} />,
      }))}
    />
  );
}
