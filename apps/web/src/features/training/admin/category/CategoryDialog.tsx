import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from '@arbiter/contract';
import { saveTrainingCategory } from '../../api/admin-training.ts';
import { ColorField, FIRST_PRESET, hexOfPicked } from '@/components/admin/ColorField.tsx';
import { useDialogSave } from '@/components/admin/useDialogSave.ts';
import { CategoryTag } from '../TrainingTags.tsx';

interface Values {
  name: string;
  color: string;
}

/** The longest name a category may have (hoj-api §13.3, the contract's trainingCategoryBody). */
const NAME_MAX = 255;

/** Creates or edits a training category: its name and colour. */
export function CategoryDialog({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: TrainingCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);
  const { saving, refusal, submit } = useDialogSave<Values>(
    (values) => saveTrainingCategory({ id: editing?.id ?? null, name: values.name.trim(), color: values.color }),
    editing !== null,
    onSaved,
  );

  return (
    <Modal
      open={open}
      title={editing ? t('adminTraining.category.edit') : t('adminTraining.category.createTitle')}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'training-category-dialog-save' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', color: editing?.color ?? FIRST_PRESET }}
        onFinish={(values) => void submit(values)}
        data-testid="training-category-dialog"
      >
        <Form.Item
          name="name"
          label={t('adminTraining.category.name')}
          rules={[{ required: true, whitespace: true, message: t('adminTraining.category.nameRequired') }]}
        >
          <Input maxLength={NAME_MAX} data-testid="training-category-dialog-name" />
        </Form.Item>
        <Form.Item name="color" label={t('adminTraining.category.color')} getValueFromEvent={hexOfPicked}>
          <ColorField presetsLabel={t('adminTraining.category.color')} testId="training-category-dialog-color" />
        </Form.Item>
        <Form.Item label={t('adminTraining.category.preview')}>
          <CategoryTag name={name?.trim() || t('adminTraining.category.name')} color={color ?? null} />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
