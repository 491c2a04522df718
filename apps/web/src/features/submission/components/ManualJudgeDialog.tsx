import { useEffect } from 'react';
import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubmissionListItem } from '@arbiter/contract';
import { submissionKeys } from '../api/keys.ts';
import { getManualJudgeProblem, manualJudgeSubmission } from '../api/submission.ts';
import { toast } from '@/ui/feedback.ts';
import { JudgeStatusTag } from './JudgeStatusTag.tsx';
import { MANUAL_JUDGE_STATUSES, takesScore } from './judgeActions.ts';
import type { RowPatch } from './statusPoller.ts';

interface FormValues {
  status?: number;
  score?: number | null;
}

/**
 * The super admin's manual judge (spec part 2 §4, part 3 §5): a status from the allowed list and,
 * on an OI problem, a score. A submission row does not carry its problem's type (hoj-api §5 fixes
 * its fields), so the dialog reads the problem. `row` null closes the dialog.
 */
export function ManualJudgeDialog({
  row,
  onClose,
  onDone,
}: {
  row: SubmissionListItem | null;
  onClose: () => void;
  onDone: (submitId: number, patch: RowPatch) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const pid = row?.pid ?? null;
  const problem = useQuery({
    queryKey: submissionKeys.manualJudgeProblem(pid),
    queryFn: () => getManualJudgeProblem(pid ?? 0),
    enabled: pid !== null,
    staleTime: 60_000,
    // A deleted problem (body 404) asks for no score, as on the server; asking again will not help.
    retry: false,
  });
  // Until the type is known the dialog cannot tell whether a score is needed, so OK waits.
  const typeLoading = pid !== null && problem.isPending;
  const withScore = takesScore(problem.data?.type);

  useEffect(() => {
    if (row)
      form.setFieldsValue({
        status: (MANUAL_JUDGE_STATUSES as readonly number[]).includes(row.status) ? row.status : undefined,
        score: row.score,
      });
  }, [row, form]);

  const save = useMutation({
    mutationFn: (v: { submitId: number; status: number; score?: number }) => manualJudgeSubmission(v.submitId, v.status, v.score),
    onSuccess: (res) => {
      toast.success(t('submission.admin.updated'));
      onDone(res.submitId, { status: res.status, score: res.score, oiRankScore: res.oiRankScore, judger: res.judger, isManual: true });
      onClose();
    },
  });

  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    if (values.status === undefined) return;
    save.mutate({
      submitId: row.submitId,
      status: values.status,
      ...(withScore && values.score !== null && values.score !== undefined ? { score: values.score } : {}),
    });
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('submission.admin.dialogTitle', { id: row.submitId }) : ''}
      okText={t('submission.admin.ok')}
      cancelText={t('submission.admin.close')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending || typeLoading}
      forceRender
      width={420}
      okButtonProps={{ 'data-testid': 'manual-judge-ok' } as Record<string, string>}
      data-testid="manual-judge-dialog"
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="status"
          label={t('submission.admin.status')}
          rules={[{ required: true, message: t('submission.admin.statusRequired') }]}
        >
          <Select
            data-testid="manual-judge-status"
            options={MANUAL_JUDGE_STATUSES.map((s) => ({ value: s, label: <JudgeStatusTag status={s} /> }))}
          />
        </Form.Item>
        {withScore ? (
          <Form.Item
            name="score"
            label={t('submission.admin.score')}
            rules={[{ required: true, message: t('submission.admin.scoreRequired') }]}
            extra={<Typography.Text type="secondary">{t('submission.admin.scoreHint')}</Typography.Text>}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="manual-judge-score" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
