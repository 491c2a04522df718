import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TagClassification } from '@arbiter/contract';
import { saveClassification } from '../../api/admin-problem.ts';
import { useDialogSave } from '@/components/admin/useDialogSave.ts';

interface Values {
  name: string;
  rank: number | null;
}

/** Creates or renames a tag classification and sets its rank (smaller first). */
export function ClassificationDialog({
  open,
  oj,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  oj: string;
  /** null creates a new one. */
  editing: TagClassification | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  const { saving, refusal, submit } = useDialogSave<Values>(
    (values) => saveClassification({ id: editing?.id ?? null, name: values.name.trim(), oj, rank: values.rank ?? 0 }),
    editing !== null,
    onSaved,
  );

  return (
    <Modal
      open={open}
      title={editing ? t('problemAdmin.tag.editClassification') : t('problemAdmin.tag.createClassification')}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'classification-dialog-save' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', rank: editing?.rank ?? 0 }}
        onFinish={(values) => void submit(values)}
        data-testid="classification-dialog"
      >
        <Form.Item
          name="name"
          label={t('problemAdmin.tag.name')}
          rules={[{ required: true, whitespace: true, message: t('problemAdmin.tag.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="classification-dialog-name" />
        </Form.Item>
        <Form.Item name="rank" label={t('problemAdmin.tag.rank')} extra={t('problemAdmin.tag.rankHint')}>
          <InputNumber min={0} max={100_000} precision={0} className="admin-number" data-testid="classification-dialog-rank" />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
