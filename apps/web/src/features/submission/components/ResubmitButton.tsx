import { Button, Tooltip } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubmissionListItem } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { resubmitSubmission } from '../api/submission.ts';
import { canResubmit } from './judgeActions.ts';
import { patchFromStatus, type RowPatch } from './statusPoller.ts';

/**
 * The resubmit icon beside a Submitted Failed row's verdict, for its author and admins: the row takes
 * the new status the server answers (Pending), which starts the list's polling again.
 */
export function ResubmitButton({ row, onPatch }: { row: SubmissionListItem; onPatch: (submitId: number, patch: RowPatch) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const resubmit = useMutation({
    mutationFn: () => resubmitSubmission(row.submitId),
    onSuccess: (vo) => {
      toast.success(t('submission.resubmit.done'));
      onPatch(row.submitId, patchFromStatus(vo));
    },
  });
  if (!canResubmit(row, user)) return null;
  return (
    <Tooltip title={t('submission.resubmit.action')}>
      <Button
        size="small"
        type="text"
        icon={<RedoOutlined />}
        loading={resubmit.isPending}
        onClick={() => resubmit.mutate()}
        aria-label={t('submission.resubmit.action')}
        data-testid={`resubmit-${row.submitId}`}
      />
    </Tooltip>
  );
}
