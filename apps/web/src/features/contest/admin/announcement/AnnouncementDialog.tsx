import { useState } from 'react';
import { Form, Grid, Input, Modal, Switch } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementBody } from '../../api/admin-contest.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { MarkdownField, type MarkdownImages } from '@/features/problem/index.ts';
import { ANNOUNCEMENT_LIMITS, announcementBody, announcementIssues, type AnnouncementDraft } from './model.ts';

/**
 * Creates or edits one announcement: title, markdown content, visible. A contest's and the site's
 * announcements share it; each says how its announcement is saved.
 */
export function AnnouncementDialog({
  initial,
  onSave,
  onClose,
  onSaved,
  images,
  testId = 'contest-announcement',
}: {
  /** The announcement edited (a new one has no id). */
  initial: AnnouncementDraft;
  /** Sends the announcement, answering the server's message. */
  onSave: (body: AnnouncementBody) => Promise<string>;
  onClose: () => void;
  onSaved: () => void;
  /** Who may insert images (a group's admins for their group); the back office's roles when not given. */
  images?: MarkdownImages | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const wide = Grid.useBreakpoint().md ?? true;
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const issues = checked ? announcementIssues(draft) : [];
  const status = (field: 'title' | 'content') => {
    const issue = issues.find((i) => i.field === field);
    return issue ? { validateStatus: 'error' as const, help: t(`adminContest.announcement.rules.${issue.rule}`, ANNOUNCEMENT_LIMITS) } : {};
  };

  const save = useMutation({
    mutationFn: (d: AnnouncementDraft) => onSave(announcementBody(d, user?.uid ?? null)),
    onSuccess: (msg) => {
      toast.success(msg || t(draft.id === null ? 'admin.common.created' : 'admin.common.updated'));
      onSaved();
    },
  });

  const submit = () => {
    setChecked(true);
    const first = announcementIssues(draft)[0];
    if (first) {
      toast.warning(t(`adminContest.announcement.rules.${first.rule}`, ANNOUNCEMENT_LIMITS));
      return;
    }
    save.mutate(draft);
  };

  return (
    <Modal
      open
      title={draft.id === null ? t('adminContest.announcement.createTitle') : t('adminContest.announcement.editTitle')}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      width={wide ? 760 : '100%'}
      okButtonProps={{ 'data-testid': `${testId}-save` }}
      data-testid={`${testId}-dialog`}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('adminContest.announcement.colTitle')} required {...status('title')}>
          <Input
            value={draft.title}
            maxLength={ANNOUNCEMENT_LIMITS.titleMax}
            onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
            data-testid={`${testId}-title`}
          />
        </Form.Item>
        <MarkdownField
          label={t('adminContest.announcement.content')}
          required
          value={draft.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          status={status('content')}
          rows={6}
          images={images}
          testId={`${testId}-content`}
        />
        <Form.Item label={t('adminContest.announcement.colVisible')}>
          <Switch checked={draft.visible} onChange={(visible) => setDraft((d) => ({ ...d, visible }))} data-testid={`${testId}-visible`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
