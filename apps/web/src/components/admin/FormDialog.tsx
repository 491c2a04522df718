import type { ReactNode } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogSave } from './useDialogSave.ts';

/** What opens a create-or-edit dialog: the value edited (null creates one), and what closing and saving do. */
export interface EditDialogProps<T> {
  open: boolean;
  editing: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A create-or-edit dialog around a form (a tag, a classification, a training category): Save
 * checks and submits the form, the server's refusal shows under the fields, and the values are
 * dropped on closing so the next opening starts from `initialValues`. Test ids: `testId` on the
 * form, `${testId}-save` on Save.
 */
export function FormDialog<V extends object, T>({
  open,
  editing,
  onClose,
  onSaved,
  title,
  initialValues,
  save,
  testId,
  children,
}: EditDialogProps<T> & {
  /** The create or the edit title, as `editing` says. */
  title: { create: string; edit: string };
  initialValues: V;
  save: (values: V) => Promise<unknown>;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { saving, refusal, submit } = useDialogSave<V>(save, editing !== null, onSaved);

  return (
    <Modal
      open={open}
      title={editing ? title.edit : title.create}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': `${testId}-save` }}
    >
      <Form<V>
        form={form}
        layout="vertical"
        preserve={false}
        // The form's store outlives the closed dialog: without clearing it, the next opening
        // would show the last dialog's values instead of this one's `initialValues`.
        clearOnDestroy
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        data-testid={testId}
      >
        {children}
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
