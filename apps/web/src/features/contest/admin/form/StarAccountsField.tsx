import { useState } from 'react';
import { Button, Form, Input, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/feedback.ts';
import { addStarAccounts, splitAccounts } from './model.ts';
import type { ContestPartProps } from './parts.tsx';

/**
 * Star users: shown on the board but not ranked. Names are typed or pasted (several at once,
 * separated by commas, spaces or new lines); each is trimmed, empty ones are ignored and a name
 * already in the list is refused with a warning (part 3 §5).
 */
export function StarAccountsField({ form, update }: ContestPartProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const add = () => {
    const { list, duplicates } = addStarAccounts(form.starAccount, splitAccounts(draft));
    if (duplicates.length > 0) toast.warning(t('adminContest.form.starDuplicate', { names: duplicates.join(', ') }));
    update({ starAccount: list });
    setDraft('');
  };

  return (
    <Form.Item label={t('adminContest.form.starAccount')} extra={t('adminContest.form.starAccountHint')}>
      <div className="admin-tags" data-testid="contest-form-stars">
        {form.starAccount.map((name) => (
          <Tag key={name} closable onClose={() => update((f) => ({ ...f, starAccount: f.starAccount.filter((s) => s !== name) }))}>
            {name}
          </Tag>
        ))}
        {form.starAccount.length === 0 ? <span className="muted">{t('adminContest.form.noStars')}</span> : null}
      </div>
      <Space.Compact className="admin-contest-star-input">
        <Input
          value={draft}
          placeholder={t('adminContest.form.starPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          data-testid="contest-form-star-input"
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={draft.trim() === ''} data-testid="contest-form-star-add">
          {t('adminContest.form.addStar')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
