import { useState } from 'react';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS, type DiscussionCategory } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { saveDiscussionCategories } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';

interface Row {
  /** A key for React: the id, or a made-up one for a new row. */
  key: string;
  id: number | null;
  name: string;
}

/** The super admin's category editor (spec part 3 §2.1): add, rename, remove; saved as one list. */
export function CategoryDialog({ categories, onClose }: { categories: DiscussionCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => categories.map((c) => ({ key: `c${c.id}`, id: c.id, name: c.name })));
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState(0);
  const change = (key: string, name: string) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, name } : r)));

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveDiscussionCategories(rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name })));
      queryClient.setQueryData(discussionKeys.categories, saved);
      await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      toast.success(t('discussion.category.saved'));
      onClose();
    } catch {
      // The client has shown the refusal; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('discussion.category.title')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'discussion-category-save' }}
      data-testid="discussion-category-dialog"
    >
      <Typography.Paragraph type="secondary">{t('discussion.category.hint')}</Typography.Paragraph>
      <Space direction="vertical" className="disc-cat-dialog__rows">
        {rows.map((r) => (
          <Space.Compact key={r.key} block>
            <Input
              value={r.name}
              maxLength={DISCUSSION_LIMITS.categoryNameMax}
              placeholder={t('discussion.category.name')}
              onChange={(e) => change(r.key, e.target.value)}
              data-testid="discussion-category-name"
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('discussion.category.remove')}
              onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              data-testid="discussion-category-remove"
            />
          </Space.Compact>
        ))}
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() => {
            setRows((rs) => [...rs, { key: `n${added}`, id: null, name: '' }]);
            setAdded((n) => n + 1);
          }}
          data-testid="discussion-category-add"
        >
          {t('discussion.category.add')}
        </Button>
      </Space>
    </Modal>
  );
}
