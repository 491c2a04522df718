import { App, Button, Dropdown, Space, Tooltip } from 'antd';
import { DownOutlined, EditOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type SubmissionListItem } from '@arbiter/contract';
import { cancelJudgeSubmission, rejudgeSubmission } from '../api/submission.ts';
import { toast } from '@/ui/feedback.ts';
import { canCancel, canModify, manualJudgeOpen } from './judgeActions.ts';
import type { RowPatch } from './statusPoller.ts';

/**
 * The super admin's buttons on one submission row: rejudge, and a manual judge menu (modify opens
 * the dialog, cancel stops the judging). Each success updates the row in place.
 */
export function JudgeAdminActions({
  row,
  onPatch,
  onModify,
}: {
  row: SubmissionListItem;
  onPatch: (submitId: number, patch: RowPatch) => void;
  onModify: (row: SubmissionListItem) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const rejudge = useMutation({
    mutationFn: () => rejudgeSubmission(row.submitId),
    onSuccess: (res) => {
      toast.success(t('submission.admin.rejudged'));
      // A rejudge clears the verdict and the score; the list polls the row again.
      onPatch(row.submitId, {
        status: res.status,
        score: null,
        oiRankScore: null,
        time: null,
        memory: null,
        judger: res.judger,
        isManual: false,
      });
    },
  });

  const cancel = useMutation({
    mutationFn: () => cancelJudgeSubmission(row.submitId),
    onSuccess: (res) => {
      toast.success(t('submission.admin.cancelled'));
      onPatch(row.submitId, {
        status: res.status ?? JudgeStatus.CANCELLED,
        judger: res.judger,
        score: null,
        oiRankScore: null,
        isManual: true,
      });
    },
  });

  const open = manualJudgeOpen(row.status);
  return (
    <Space size={4} wrap={false}>
      <Tooltip title={t('submission.admin.rejudge')}>
        <Button
          size="small"
          type="primary"
          ghost
          icon={<RedoOutlined />}
          loading={rejudge.isPending}
          onClick={() => rejudge.mutate()}
          aria-label={t('submission.admin.rejudge')}
          data-testid={`rejudge-${row.submitId}`}
        />
      </Tooltip>
      <Dropdown
        disabled={!open || cancel.isPending}
        trigger={['click']}
        menu={{
          items: [
            { key: 'modify', icon: <EditOutlined />, label: t('submission.admin.modify'), disabled: !canModify(row.status) },
            { key: 'cancel', icon: <StopOutlined />, label: t('submission.admin.cancel'), danger: true, disabled: !canCancel(row.status) },
          ],
          onClick: ({ key }) => {
            if (key === 'modify') onModify(row);
            else
              modal.confirm({
                title: t('submission.admin.cancelConfirm'),
                okText: t('submission.admin.cancel'),
                okButtonProps: { danger: true },
                cancelText: t('common.back'),
                onOk: () => cancel.mutate(),
              });
          },
        }}
      >
        <Tooltip title={t('submission.admin.manualJudge')}>
          <Button
            size="small"
            loading={cancel.isPending}
            aria-label={t('submission.admin.manualJudge')}
            data-testid={`manual-judge-${row.submitId}`}
          >
            <EditOutlined />
            <DownOutlined className="judge-admin__caret" />
          </Button>
        </Tooltip>
      </Dropdown>
    </Space>
  );
}
