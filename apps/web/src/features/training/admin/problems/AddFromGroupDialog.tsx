import { Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/feedback.ts';
import { useTrainingDesk } from '../desk.ts';

/**
 * 'Add from group': one of the group's own problems, named by its display id (hoj-api §11
 * add-training-problem-from-group); the server refuses a problem of another group.
 */
export function AddFromGroupDialog({
  tid,
  add,
  open,
  onClose,
}: {
  tid: number;
  add: (tid: number, problemId: string) => Promise<string>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desk = useTrainingDesk();
  const [form] = Form.useForm<{ problemId: string }>();
  const save = useMutation({
    mutationFn: (problemId: string) => add(tid, problemId),
    onSuccess: (msg) => {
      toast.success(msg || t('adminTraining.problems.added'));
      void queryClient.invalidateQueries({ queryKey: desk.keys.problemLists });
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('adminTraining.problems.addFromGroup')}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((v) => save.mutate(v.problemId.trim()))}
      okText={t('adminTraining.problems.add')}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="training-group-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v.problemId.trim())}>
        <Form.Item
          name="problemId"
          label={t('adminTraining.problems.groupProblemId')}
          rules={[{ required: true, whitespace: true, message: t('adminTraining.problems.groupProblemIdRequired') }]}
        >
          <Input maxLength={255} autoFocus data-testid="training-group-problem-id" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
