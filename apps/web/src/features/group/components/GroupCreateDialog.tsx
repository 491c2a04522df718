import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/feedback.ts';
import { createGroup } from '../api/group.ts';
import { GroupFormFields, NEW_GROUP, groupBody, type GroupFormValues } from './GroupFormFields.tsx';

/** Create Group: a full-screen dialog with the group form; the server's refusal shows above the fields. */
export function GroupCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupFormValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async (values: GroupFormValues) => {
    setSaving(true);
    setRefusal(null);
    try {
      await createGroup(groupBody(values));
      toast.success(t('group.create.done'));
      form.resetFields();
      onCreated();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('group.create.title')}
      className="group-fullscreen-dialog"
      width="100%"
      okText={t('group.create.submit')}
      cancelText={t('group.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'group-create-submit' }}
    >
      {refusal && <Alert type="error" showIcon message={refusal} className="group-form__refusal" data-testid="group-create-refusal" />}
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        initialValues={NEW_GROUP}
        onFinish={(v) => void save(v)}
        data-testid="group-create-form"
      >
        <GroupFormFields />
      </Form>
    </Modal>
  );
}
