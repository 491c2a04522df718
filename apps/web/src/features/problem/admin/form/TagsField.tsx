import { useRef, useState } from 'react';
import { AutoComplete, Button, Form, Space, Tag as AntTag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { addTag } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';

/** The problem's tags: existing ME tags chosen by name, or a new name created on save. A duplicate is refused. */
export function TagsField({ form, update, issues, known }: FormPartProps & { known: readonly Tag[] }) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const [text, setText] = useState('');
  // Enter on a highlighted option both selects it and reaches onKeyDown: the typed text then yields.
  const lastSelect = useRef(0);

  const add = (name: string) => {
    const next = addTag(form.tags, name, known);
    if (!next) {
      toast.warning(t('problemAdmin.form.addTagError'));
      return;
    }
    update({ tags: next });
    setText('');
  };

  const chosen = new Set(form.tags.map((tag) => tag.name.toLowerCase()));
  const options = known
    .filter((tag) => !chosen.has(tag.name.toLowerCase()) && tag.name.toLowerCase().includes(text.trim().toLowerCase()))
    .map((tag) => ({ value: tag.name, label: <AntTag color={tag.color ?? undefined}>{tag.name}</AntTag> }));

  return (
    <Form.Item label={t('problemAdmin.form.tags')} {...status('tags')}>
      <div className="admin-tags" data-testid="problem-form-tags">
        {form.tags.map((tag) => {
          const chip = (
            <AntTag
              key={`${tag.id ?? 'new'}-${tag.name}`}
              color={tag.color ?? (tag.id === null ? undefined : 'blue')}
              variant={tag.id === null ? 'outlined' : undefined}
              className={tag.id === null ? 'admin-tag--new' : undefined}
              closable
              onClose={(e) => {
                e.preventDefault();
                update({ tags: form.tags.filter((x) => x !== tag) });
              }}
              data-testid={`problem-form-tag-${tag.name}`}
            >
              {tag.name}
            </AntTag>
          );
          return tag.id === null ? (
            <Tooltip key={`new-${tag.name}`} title={t('problemAdmin.form.newTag')}>
              {chip}
            </Tooltip>
          ) : (
            chip
          );
        })}
      </div>
      <Space.Compact className="admin-tags__add">
        <AutoComplete
          value={text}
          options={options}
          onChange={setText}
          defaultActiveFirstOption={false}
          onSelect={(name: string) => {
            lastSelect.current = Date.now();
            add(name);
          }}
          placeholder={t('problemAdmin.form.tagPlaceholder')}
          className="admin-tags__input"
          data-testid="problem-form-tag-input"
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || !text.trim()) return;
            e.preventDefault();
            const typed = text;
            setTimeout(() => {
              if (Date.now() - lastSelect.current > 100) add(typed);
            }, 0);
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => add(text)} data-testid="problem-form-tag-add">
          {t('problemAdmin.form.addTag')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
