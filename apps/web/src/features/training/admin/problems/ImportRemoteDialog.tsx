import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { REMOTE_OJS } from '@arbiter/contract';
import { importRemoteTrainingProblem } from '../../api/admin-training.ts';
import { trainingAdminKeys } from '../../api/admin-keys.ts';
import { ApiError } from '@/api/client.ts';
import { toast } from '@/ui/feedback.ts';

/** How each remote judge is named in the select, in the select's order (its key is what the server reads). */
const REMOTE_OJ_NAMES: Record<(typeof REMOTE_OJS)[number], string> = {
  HDU: 'HDU',
  CF: 'Codeforces',
  GYM: 'GYM',
  POJ: 'POJ',
  AC: 'AtCoder',
  SPOJ: 'SPOJ',
  LIBRE: 'LOJ',
};

interface Values {
  name: string;
  problemId: string;
}

/**
 * 'Import remote problem': a remote judge and its problem id (hoj-api §13.6
 * import-remote-oj-problem). The server's refusal (no remote judging on this server yet) shows in
 * the dialog as well as in the toast.
 */
export function ImportRemoteDialog({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useMutation({
    mutationFn: (values: Values) => importRemoteTrainingProblem(tid, values.name, values.problemId.trim()),
    onMutate: () => setRefusal(null),
    onSuccess: (msg) => {
      toast.success(msg || t('adminTraining.problems.added'));
      void queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problemLists });
      onClose();
    },
    onError: (err) => setRefusal(err instanceof ApiError ? err.message : null),
  });

  return (
    <Modal
      open={open}
      title={t('adminTraining.remote.title')}
      okText={t('adminTraining.remote.submit')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={load.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'training-remote-submit' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => load.mutate(values)}
        data-testid="training-remote-dialog"
      >
        <Form.Item
          name="name"
          label={t('adminTraining.remote.oj')}
          rules={[{ required: true, message: t('adminTraining.remote.ojRequired') }]}
        >
          <Select<string>
            placeholder={t('adminTraining.remote.ojPlaceholder')}
            options={Object.entries(REMOTE_OJ_NAMES).map(([value, label]) => ({ value, label }))}
            data-testid="training-remote-oj"
          />
        </Form.Item>
        <Form.Item
          name="problemId"
          label={t('adminTraining.remote.problemId')}
          rules={[{ required: true, whitespace: true, message: t('adminTraining.remote.problemIdRequired') }]}
        >
          <Input maxLength={255} placeholder={t('adminTraining.remote.problemIdPlaceholder')} data-testid="training-remote-problem-id" />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} data-testid="training-remote-refusal" /> : null}
      </Form>
    </Modal>
  );
}
