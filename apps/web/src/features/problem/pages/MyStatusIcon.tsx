import { Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@arbiter/contract';
import { statusLook } from '@/features/submission/index.ts';
import './myStatus.css';

/**
 * The user's status on a list row (spec part 2 §3): nothing when never submitted, a question mark
 * for an unknown result, a tick when accepted, a half mark for partial, a cross otherwise.
 */
export function MyStatusIcon({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  if (status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  const name = t(`submission.status.${statusLook(status).key}`);
  const icon =
    status === JudgeStatus.ACCEPTED ? (
      <CheckCircleFilled className="my-status my-status--ac" />
    ) : status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT ? (
      <QuestionCircleFilled className="my-status my-status--unknown" />
    ) : status === JudgeStatus.PARTIAL_ACCEPTED ? (
      <MinusCircleFilled className="my-status my-status--partial" />
    ) : (
      <CloseCircleFilled className="my-status my-status--failed" />
    );
  return (
    <Tooltip title={name}>
      <span role="img" aria-label={name} data-testid="my-status" data-status={status}>
        {icon}
      </span>
    </Tooltip>
  );
}
