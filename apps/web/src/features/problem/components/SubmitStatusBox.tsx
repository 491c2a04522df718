import { Alert, Space, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@arbiter/contract';
import { formatMemory, formatRunTime, JudgeStatusTag } from '@/features/submission/index.ts';
import type { SubmitFlowState } from './useSubmitFlow.ts';

/**
 * The verdict of the submission just made: the tag opens its detail; time, memory and, for OI, the
 * score. A sealed OI contest answers -5 (Submitted Unknown Result): then only a warning shows.
 * A Submitted Failed tag (a remote judge could not take it) resubmits instead, and polls again.
 */
export function SubmitStatusBox({
  flow,
  isOI,
  detailPath = (submitId) => `/submission-detail/${submitId}`,
}: {
  flow: SubmitFlowState & { resubmit: () => Promise<void> };
  isOI: boolean;
  /** Where the verdict tag leads (contests have their own submission pages). */
  detailPath?: (submitId: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!flow.visible) return null;
  const sub = flow.submission;
  const finished = !flow.submitting && sub !== null;
  const submitId = flow.submitId;
  const open = submitId ? () => void navigate(detailPath(submitId)) : undefined;
  if (flow.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT) {
    return (
      <Alert
        type="warning"
        showIcon
        className="submit-status"
        title={t('problem.submit.submittedNotResult')}
        data-testid="submit-status"
        data-status={flow.status}
      />
    );
  }
  return (
    <Space size={[12, 4]} wrap className="submit-status" data-testid="submit-status" data-status={flow.status}>
      <span className="submit-status__label">{t('problem.submit.status')}:</span>
      {flow.status === JudgeStatus.SUBMITTED_FAILED && !flow.submitting ? (
        <Tooltip title={t('submission.resubmit.tagHint')}>
          <span data-testid="submit-resubmit">
            <JudgeStatusTag status={flow.status} onClick={() => void flow.resubmit()} />
          </span>
        </Tooltip>
      ) : (
        <JudgeStatusTag status={flow.status} {...(open ? { onClick: open } : {})} />
      )}
      {finished ? (
        <>
          <span data-testid="submit-time">
            {t('problem.submit.time')}: {formatRunTime(sub.time)}
          </span>
          <span data-testid="submit-memory">
            {t('problem.submit.memory')}: {formatMemory(sub.memory)}
          </span>
          {isOI ? (
            <span data-testid="submit-score">
              {t('problem.submit.score')}: {sub.score ?? '--'}
            </span>
          ) : null}
        </>
      ) : null}
    </Space>
  );
}
