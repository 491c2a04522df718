import { Alert, Form, Input, Modal, Select, Tag as AntTag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, type Tag, type TagClassification } from '@arbiter/contract';
import { saveTag } from '../../api/admin-problem.ts';
import { useDialogSave } from '@/components/admin/useDialogSave.ts';
import { ColorField, FIRST_PRESET, hexOfPicked } from '@/components/admin/ColorField.tsx';

interface Values {
  name: string;
  color: string | null;
  tcid: number | null;
}

/** Creates or edits a tag: its name, colour and classification. */
export function TagDialog({
  open,
  oj,
  editing,
  classifications,
  onClose,
  onSaved,
}: {
  open: boolean;
  oj: string;
  editing: Tag | null;
  classifications: readonly TagClassification[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);

  const { saving, refusal, submit } = useDialogSave<Values>(
    (values) => saveTag({ id: editing?.id ?? null, name: values.name.trim(), color: values.color || null, oj, tcid: values.tcid ?? null }),
    editing !== null,
    onSaved,
  );

  return (
    <Modal
      open={open}
      title={editing ? t('problemAdmin.tag.editTag') : t('problemAdmin.tag.createTag')}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'tag-dialog-save' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', color: editing?.color ?? FIRST_PRESET, tcid: editing?.tcid ?? null }}
        onFinish={(values) => void submit(values)}
        data-testid="tag-dialog"
      >
        <Form.Item
          name="name"
          label={t('problemAdmin.tag.name')}
          rules={[{ required: true, whitespace: true, message: t('problemAdmin.tag.nameRequired') }]}
        >
          <Input maxLength={PROBLEM_LIMITS.tagNameMax} data-testid="tag-dialog-name" />
        </Form.Item>
        <Form.Item name="color" label={t('problemAdmin.tag.color')} getValueFromEvent={hexOfPicked}>
          <ColorField presetsLabel={t('problemAdmin.tag.color')} testId="tag-dialog-color" />
        </Form.Item>
        <Form.Item name="tcid" label={t('problemAdmin.tag.classification')}>
          <Select<number | null>
            allowClear
            placeholder={t('problemAdmin.tag.unclassified')}
            options={classifications.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="tag-dialog-classification"
          />
        </Form.Item>
        <Form.Item label={t('problemAdmin.form.preview')}>
          <AntTag color={color ?? undefined}>{name?.trim() || t('problemAdmin.tag.name')}</AntTag>
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
