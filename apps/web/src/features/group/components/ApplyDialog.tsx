import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { applyToGroup } from '../api/group.ts';
import { REASON_RANGE, applyFields } from './applyRules.ts';

interface ApplyValues {
  code: string;
  reason: string;
}

/** The apply dialog (400 px): the group code for a private group and the reason (spec part 3 §5). */
export function ApplyDialog({
  gid,
  auth,
  open,
  onClose,
  onDone,
}: {
  gid: number;
  auth: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const [saving, setSaving] = useState(false);
  const fields = applyFields(auth);
  const [min, max] = REASON_RANGE;
  const submit = async (v: ApplyValues) => {
    setSaving(true);
    try {
      await applyToGroup({ gid, ...(fields.code ? { code: v.code.trim() } : {}), ...(fields.reason ? { reason: v.reason.trim() } : {}) });
      toast.success(t(fields.reason ? 'group.apply.applied' : 'group.apply.joined'));
      form.resetFields();
      onDone();
    } catch {
      // Reported by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      width={400}
      title={t('group.apply.title')}
      okText={t('group.apply.submit')}
      cancelText={t('group.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'group-apply-submit' }}
    >
      <Form<ApplyValues> form={form} layout="vertical" initialValues={{ code: '', reason: '' }} onFinish={(v) => void submit(v)}>
        {fields.code && (
          <Form.Item
            name="code"
            label={t('group.apply.code')}
            rules={[
              { required: true, whitespace: true, message: t('group.form.required', { field: t('group.apply.code') }) },
              { len: GROUP_LIMITS.codeLength, message: t('group.form.codeLength', { n: GROUP_LIMITS.codeLength }) },
            ]}
          >
            <Input maxLength={GROUP_LIMITS.codeLength} data-testid="group-apply-code" />
          </Form.Item>
        )}
        {fields.reason ? (
          <Form.Item
            name="reason"
            label={t('group.apply.reason')}
            rules={[
              { required: true, whitespace: true, message: t('group.form.required', { field: t('group.apply.reason') }) },
              { min, max, message: t('group.form.length', { field: t('group.apply.reason'), min, max }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={max} showCount data-testid="group-apply-reason" />
          </Form.Item>
        ) : (
          <p>{t('group.apply.publicHint')}</p>
        )}
      </Form>
    </Modal>
  );
}
