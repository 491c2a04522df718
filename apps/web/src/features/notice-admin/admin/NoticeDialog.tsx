import { useState } from 'react';
import { Alert, Form, Grid, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SYS_NOTICE_TYPES } from '@arbiter/contract';
import { useDialogSave } from '@/components/admin/useDialogSave.ts';
import { toast } from '@/ui/feedback.ts';
import { MarkdownField } from '@/features/problem/index.ts';
import { saveNotice } from '../api/notices.ts';
import { NOTICE_LIMITS, noticeBody, noticeIssues, type NoticeDraft, type NoticeField } from './model.ts';

/**
 * Creates a notice (title, markdown content, recipients) or edits a sent one's text: its recipients
 * already hold it, so they show but do not change.
 */
export function NoticeDialog({ initial, onClose, onSaved }: { initial: NoticeDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const editing = draft.id !== null;
  const { saving, refusal, submit } = useDialogSave((d: NoticeDraft) => saveNotice(noticeBody(d)), editing, onSaved);
  const issues = checked ? noticeIssues(draft) : [];
  const status = (field: NoticeField) => {
    const issue = issues.find((i) => i.field === field);
    return issue ? { validateStatus: 'error' as const, help: t(`adminNotice.rules.${issue.rule}`, NOTICE_LIMITS) } : {};
  };
  const update = (patch: Partial<NoticeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = () => {
    setChecked(true);
    const first = noticeIssues(draft)[0];
    if (first) {
      toast.warning(t(`adminNotice.rules.${first.rule}`, NOTICE_LIMITS));
      return;
    }
    void submit(draft);
  };

  return (
    <Modal
      open
      title={editing ? t('adminNotice.dialog.editTitle') : t('adminNotice.dialog.createTitle')}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      width={wide ? 760 : '100%'}
      okButtonProps={{ 'data-testid': 'notice-save' }}
      data-testid="notice-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('adminNotice.dialog.title')} required {...status('title')}>
          <Input
            value={draft.title}
            maxLength={NOTICE_LIMITS.titleMax}
            onChange={(e) => update({ title: e.target.value })}
            data-testid="notice-title"
          />
        </Form.Item>
        <MarkdownField
          label={t('adminNotice.dialog.content')}
          required
          value={draft.content}
          onChange={(content) => update({ content })}
          status={status('content')}
          rows={6}
          testId="notice-content"
        />
        <Form.Item
          label={t('adminNotice.dialog.type')}
          required
          extra={t(editing ? 'adminNotice.dialog.fixed' : 'adminNotice.dialog.sendsNow')}
        >
          <Radio.Group
            value={draft.type}
            disabled={editing}
            onChange={(e) => update({ type: e.target.value as NoticeDraft['type'] })}
            options={SYS_NOTICE_TYPES.map((type) => ({ value: type, label: t(`adminNotice.type.${type}`) }))}
            data-testid="notice-type"
          />
        </Form.Item>
        {draft.type === 'Single' ? (
          <Form.Item label={t('adminNotice.dialog.recipient')} required={!editing} {...status('recipient')}>
            <Input
              value={draft.recipient}
              disabled={editing}
              maxLength={100}
              placeholder={t('adminNotice.dialog.recipientPlaceholder')}
              onChange={(e) => update({ recipient: e.target.value })}
              data-testid="notice-recipient"
            />
          </Form.Item>
        ) : null}
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
