import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REMOTE_JUDGE_NAMES, type RemoteKey } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { toast } from '@/ui/feedback.ts';

/** What a remote judge's problem id looks like, shown as the field's hint once the judge is picked. */
const ID_EXAMPLES: Record<RemoteKey, string> = {
  HDU: '1000',
  CF: '1900A',
  GYM: '100001A',
  POJ: '1000',
  SPOJ: 'TEST',
  AC: 'abc110_a',
  LIBRE: '1',
};

const JUDGES = Object.keys(REMOTE_JUDGE_NAMES) as RemoteKey[];

interface Values {
  name: RemoteKey;
  problemId: string;
  displayId?: string;
}

/** Imports problem `problemId` of judge `name` (under `displayId` in a contest) and answers the server's message. */
export type RemoteImport = (name: RemoteKey, problemId: string, displayId: string) => Promise<string>;

/**
 * 'Import remote problem', shared by the problem list, a contest's and a training's problems (in
 * the back office and in a group): a remote judge, its problem id and, in a contest, the display
 * id. The server may take ~25 s to give up on a site that is down, so the button spins meanwhile;
 * its refusal stays in the dialog, where the admin can fix the id and try again.
 */
export function ImportRemoteDialog({
  open,
  onClose,
  importer,
  onImported,
  withDisplayId = false,
}: {
  open: boolean;
  onClose: () => void;
  importer: RemoteImport;
  /** Refreshes the list the problem went into. */
  onImported: () => void;
  withDisplayId?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const judge = Form.useWatch('name', form);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useMutation({
    mutationFn: (v: Values) => importer(v.name, v.problemId.trim(), v.displayId?.trim() ?? ''),
    onMutate: () => setRefusal(null),
    onSuccess: (msg) => {
      toast.success(msg || t('problemAdmin.remote.imported'));
      onImported();
      onClose();
    },
    onError: (err) => setRefusal(err instanceof ApiError ? err.message : t('problemAdmin.remote.failed')),
  });

  return (
    <Modal
      open={open}
      title={t('problemAdmin.remote.title')}
      okText={t('problemAdmin.remote.submit')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={load.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'remote-import-submit' }}
    >
      <Form<Values> form={form} layout="vertical" preserve={false} onFinish={(v) => load.mutate(v)} data-testid="remote-import-dialog">
        <Form.Item
          name="name"
          label={t('problemAdmin.remote.oj')}
          rules={[{ required: true, message: t('problemAdmin.remote.ojRequired') }]}
        >
          <Select<RemoteKey>
            placeholder={t('problemAdmin.remote.ojPlaceholder')}
            options={JUDGES.map((key) => ({ value: key, label: REMOTE_JUDGE_NAMES[key] }))}
            data-testid="remote-import-oj"
          />
        </Form.Item>
        <Form.Item
          name="problemId"
          label={t('problemAdmin.remote.problemId')}
          extra={judge ? t('problemAdmin.remote.problemIdHint', { oj: REMOTE_JUDGE_NAMES[judge], example: ID_EXAMPLES[judge] }) : null}
          rules={[{ required: true, whitespace: true, message: t('problemAdmin.remote.problemIdRequired') }]}
        >
          <Input
            maxLength={64}
            placeholder={judge ? ID_EXAMPLES[judge] : t('problemAdmin.remote.problemIdPlaceholder')}
            data-testid="remote-import-problem-id"
          />
        </Form.Item>
        {withDisplayId ? (
          <Form.Item
            name="displayId"
            label={t('problemAdmin.remote.displayId')}
            extra={t('problemAdmin.remote.displayIdHint')}
            rules={[{ required: true, whitespace: true, message: t('problemAdmin.remote.displayIdRequired') }]}
          >
            <Input maxLength={255} data-testid="remote-import-display-id" />
          </Form.Item>
        ) : null}
        {load.isPending ? (
          <Alert type="info" showIcon title={t('problemAdmin.remote.waiting')} data-testid="remote-import-waiting" />
        ) : null}
        {refusal ? <Alert type="error" showIcon title={refusal} data-testid="remote-import-refusal" /> : null}
      </Form>
    </Modal>
  );
}
