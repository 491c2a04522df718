import { Tag, Tooltip } from 'antd';
import { CheckOutlined, CloseOutlined, MinusOutlined, QuestionCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type UserProblemStatus } from '@arbiter/contract';
import { scoreTone, statusLook } from '@/features/submission/index.ts';
import './contest.css';

/**
 * The user's mark on a contest problem (spec part 2 §2.9). OI: the score as a tag, a question mark
 * while the result is hidden (-5), a minus otherwise. ACM: a check when accepted, a cross after a
 * rejected try, nothing before the first.
 */
export function ContestProblemStatus({ isOI, mine }: { isOI: boolean; mine: UserProblemStatus | undefined }) {
  const { t } = useTranslation();
  const status = mine?.status ?? JudgeStatus.NOT_SUBMITTED;
  if (isOI) {
    if (mine?.score !== null && mine?.score !== undefined) {
      return (
        <Tag className={`contest-score contest-score--${scoreTone(mine.score, status)}`} data-testid="contest-problem-score">
          {mine.score}
        </Tag>
      );
    }
    if (status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT) {
      return (
        <Tooltip title={t('contest.problems.unknown')}>
          <QuestionCircleFilled
            className="contest-mark contest-mark--unknown"
            aria-label={t('contest.problems.unknown')}
            data-testid="contest-problem-unknown"
          />
        </Tooltip>
      );
    }
    return (
      <MinusOutlined
        className="contest-mark contest-mark--none"
        aria-label={t('contest.problems.notSubmitted')}
        data-testid="contest-problem-none"
      />
    );
  }
  if (status === JudgeStatus.ACCEPTED) {
    return (
      <CheckOutlined
        className="contest-mark contest-mark--ac"
        aria-label={t('contest.problems.accepted')}
        data-testid="contest-problem-ac"
      />
    );
  }
  if (status === JudgeStatus.NOT_SUBMITTED) return null;
  const verdict = t(`submission.status.${statusLook(status).key}`);
  return (
    <Tooltip title={verdict}>
      <CloseOutlined className="contest-mark contest-mark--failed" aria-label={verdict} data-testid="contest-problem-failed" />
    </Tooltip>
  );
}
