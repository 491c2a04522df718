import { Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMemory } from '@arbiter/contract';
import { JudgeStatusTag } from '../submission/JudgeStatusTag.tsx';
import type { SubmitFlowState } from './useSubmitFlow.ts';

/** The verdict of the submission just made: the tag opens its detail; time, memory and, for OI, the score. */
export function SubmitStatusBox({ flow, isOI }: { flow: SubmitFlowState; isOI: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!flow.visible) return null;
  const sub = flow.submission;
  const finished = !flow.submitting && sub !== null;
  const open = flow.submitId ? () => void navigate(`/submission-detail/${flow.submitId}`) : undefined;
  return (
    <Space size={[12, 4]} wrap className="submit-status" data-testid="submit-status" data-status={flow.status}>
      <span className="submit-status__label">{t('problem.submit.status')}:</span>
      <JudgeStatusTag status={flow.status} {...(open ? { onClick: open } : {})} />
      {finished ? (
        <>
          <span data-testid="submit-time">
            {t('problem.submit.time')}: {sub.time ?? '--'} ms
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
