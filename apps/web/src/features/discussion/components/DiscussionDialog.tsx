import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS, type DiscussionCategory } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { MarkdownField } from '@/features/problem/index.ts';
import { toast } from '@/ui/feedback.ts';
import { discussionKeys } from '../api/keys.ts';
import type { DiscussionArea } from './area.ts';
import './discussion.css';
import { EMPTY_DRAFT, discussionIssues, readDraft, writeDraft, type DiscussionDraft, type DiscussionField } from './form.ts';

/**
 * The fullscreen post/edit dialog (spec part 3 §2.1, §4, §5): title, description, category (locked
 * when editing), markdown content, and the pin switch for root and admin. A new post keeps its
 * draft in the browser until it is posted. The area (public or a group's) makes the call.
 */
export function DiscussionDialog({
  area,
  initial,
  pid,
  categories,
  canPin,
  onClose,
  onSaved,
}: {
  area: Pick<DiscussionArea, 'save' | 'base' | 'images'>;
  /** The post being edited; null for a new one. */
  initial: DiscussionDraft | null;
  /** The problem a new post is about (a problem's discussions). */
  pid: string | null;
  categories: DiscussionCategory[];
  canPin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = initial !== null;
  // A group's drafts are kept apart from the public area's.
  const draftKey = area.base ? `${area.base}:${pid ?? ''}` : pid;
  const [restored] = useState(() => (editing ? null : readDraft(localStorage, draftKey)));
  const [draft, setDraft] = useState<DiscussionDraft>(initial ?? restored ?? EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const issues = checked ? discussionIssues(draft) : [];
  const status = (field: DiscussionField) => {
    const issue = issues.find((i) => i.field === field);
    return issue ? { validateStatus: 'error' as const, help: t(`discussion.rules.${issue.rule}`) } : {};
  };
  const update = (patch: Partial<DiscussionDraft>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      if (!editing) writeDraft(localStorage, draftKey, next);
      return next;
    });

  const save = async () => {
    setChecked(true);
    const first = discussionIssues(draft)[0];
    if (first) {
      toast.warning(t(`discussion.rules.${first.rule}`));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await area.save({
        ...(draft.id ? { id: draft.id } : {}),
        title: draft.title,
        description: draft.description,
        categoryId: draft.categoryId!,
        content: draft.content,
        ...(pid && !editing ? { pid } : {}),
        topPriority: canPin ? draft.topPriority : false,
      });
      if (!editing) writeDraft(localStorage, draftKey, null);
      toast.success(editing ? t('discussion.form.updated') : t('discussion.form.created'));
      await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      onSaved();
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : null);
    } finally {
      setSaving(false);
    }
  };

  const clearDraft = () => {
    writeDraft(localStorage, draftKey, null);
    setDraft(EMPTY_DRAFT);
  };

  return (
    <Modal
      open
      title={editing ? t('discussion.form.editTitle') : t('discussion.form.createTitle')}
      width="100%"
      className="disc-dialog"
      wrapClassName="disc-dialog__wrap"
      onCancel={onClose}
      footer={[
        ...(!editing && restored
          ? [
              <Button key="clear" onClick={clearDraft} data-testid="discussion-clear-draft">
                {t('discussion.form.clearDraft')}
              </Button>,
            ]
          : []),
        <Button key="cancel" onClick={onClose}>
          {t('discussion.form.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="discussion-save">
          {editing ? t('discussion.form.update') : t('discussion.form.save')}
        </Button>,
      ]}
      data-testid="discussion-dialog"
    >
      {refusal ? <Alert type="error" showIcon title={refusal} className="disc-dialog__alert" data-testid="discussion-refusal" /> : null}
      {!editing && restored ? <Alert type="info" showIcon title={t('discussion.form.draftKept')} className="disc-dialog__alert" /> : null}
      {pid && !editing ? (
        <Alert type="info" showIcon title={t('discussion.form.problemHint', { pid })} className="disc-dialog__alert" />
      ) : null}
      <Form layout="vertical" component="div">
        <Form.Item label={t('discussion.form.title')} required {...status('title')}>
          <Input
            value={draft.title}
            maxLength={DISCUSSION_LIMITS.titleMax}
            showCount
            onChange={(e) => update({ title: e.target.value })}
            data-testid="discussion-form-title"
          />
        </Form.Item>
        <Form.Item label={t('discussion.form.description')} required {...status('description')}>
          <Input
            value={draft.description}
            maxLength={DISCUSSION_LIMITS.descriptionMax}
            showCount
            onChange={(e) => update({ description: e.target.value })}
            data-testid="discussion-form-description"
          />
        </Form.Item>
        <div className="disc-dialog__row">
          <Form.Item
            label={t('discussion.form.category')}
            required
            {...status('categoryId')}
            {...(editing ? { extra: t('discussion.form.categoryLocked') } : {})}
            className="disc-dialog__category"
          >
            <Select
              value={draft.categoryId ?? undefined}
              disabled={editing}
              onChange={(v: number) => update({ categoryId: v })}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="discussion-form-category"
            />
          </Form.Item>
          {canPin ? (
            <Form.Item label={t('discussion.form.topPriority')}>
              <Switch checked={draft.topPriority} onChange={(v) => update({ topPriority: v })} data-testid="discussion-form-pin" />
            </Form.Item>
          ) : null}
        </div>
        <MarkdownField
          label={t('discussion.form.content')}
          required
          value={draft.content}
          onChange={(content) => update({ content })}
          status={status('content')}
          rows={12}
          images={area.images}
          testId="discussion-form-content"
        />
      </Form>
    </Modal>
  );
}
