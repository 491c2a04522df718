import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { reportDiscussion } from '../api/discussion.ts';

const LABELS = ['labelSpam', 'labelAbuse', 'labelIllegal', 'labelCheat', 'labelOther'] as const;
type Label = (typeof LABELS)[number];

/** Reports a post (spec part 3 §2.1): labels and a reason, sent as one text; both are needed. */
export function ReportDialog({ did, onClose }: { did: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [labels, setLabels] = useState<Label[]>([]);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (labels.length === 0 || !reason.trim()) {
      toast.warning(t('discussion.report.empty'));
      return;
    }
    setSaving(true);
    try {
      const content = `${labels.map((l) => `#${t(`discussion.report.${l}`)}#`).join(' ')} ${reason.trim()}`;
      await reportDiscussion({ did, reporter: user?.username ?? '', content: content.slice(0, DISCUSSION_LIMITS.reportMax) });
      toast.success(t('discussion.report.done'));
      onClose();
    } catch {
      // The client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('discussion.report.title')}
      okText={t('discussion.report.submit')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'discussion-report-submit' }}
      data-testid="discussion-report-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('discussion.report.labels')} required>
          <Checkbox.Group<Label>
            value={labels}
            onChange={(v) => setLabels(v)}
            options={LABELS.map((l) => ({ value: l, label: t(`discussion.report.${l}`) }))}
            data-testid="discussion-report-labels"
          />
        </Form.Item>
        <Form.Item label={t('discussion.report.reason')} required>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('discussion.report.reasonPlaceholder')}
            data-testid="discussion-report-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
