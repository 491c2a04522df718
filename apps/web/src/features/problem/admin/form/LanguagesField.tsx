import { useState } from 'react';
import { Button, Checkbox, Collapse, Form, Select, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@arbiter/contract';
import { LazyCodeEditor } from '@/components/editor/LazyCodeEditor.tsx';
import { DEFAULT_EDITOR_SETTINGS } from '@/components/editor/editorSettings.ts';
import { hasIssueUnder } from './validate.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';
import type { TemplateRow } from './model.ts';

/**
 * The languages a problem accepts (at least one) and a code template per language (enabled ones not
 * empty). A template is added from the picker and can be switched off without losing its code.
 */
export function LanguagesField({ form, update, issues, languages }: FormPartProps & { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const chosen = languages.filter((l) => form.languageIds.includes(l.id));
  // Only languages that have a template are listed; the picker adds one.
  const withTemplate = chosen.filter((l) => form.templates.some((x) => x.lid === l.id));
  const [open, setOpen] = useState<string[]>([]);

  const templateOf = (lid: number): TemplateRow => form.templates.find((x) => x.lid === lid) ?? { lid, code: '', status: false };
  const setTemplate = (lid: number, patch: Partial<TemplateRow>) =>
    update((f) => {
      const current = f.templates.find((x) => x.lid === lid) ?? { lid, code: '', status: false };
      const next = { ...current, ...patch };
      return { ...f, templates: [...f.templates.filter((x) => x.lid !== lid), next] };
    });

  return (
    <>
      <Form.Item
        label={
          <span className="admin-inline-label">
            {t('problemAdmin.form.languages')}
            <Space size={4}>
              <Button
                size="small"
                type="link"
                onClick={() => update({ languageIds: languages.map((l) => l.id) })}
                data-testid="problem-form-languages-all"
              >
                {t('problemAdmin.form.selectAll')}
              </Button>
              <Button size="small" type="link" onClick={() => update({ languageIds: [] })} data-testid="problem-form-languages-none">
                {t('problemAdmin.form.selectNone')}
              </Button>
            </Space>
          </span>
        }
        required
        {...status('languages')}
      >
        <Checkbox.Group
          className="admin-languages"
          value={form.languageIds}
          onChange={(ids) => update({ languageIds: (ids as number[]).slice().sort((a, b) => a - b) })}
          options={languages.map((l) => ({ value: l.id, label: l.name }))}
          data-testid="problem-form-languages"
        />
      </Form.Item>
      <Form.Item label={t('problemAdmin.form.templates')} extra={t('problemAdmin.form.templatesHint')}>
        {chosen.length === 0 ? (
          <span className="muted">{t('problemAdmin.form.noLanguages')}</span>
        ) : (
          <>
            <Select<number>
              value={null}
              placeholder={t('problemAdmin.form.addTemplate')}
              options={chosen.filter((l) => !withTemplate.some((w) => w.id === l.id)).map((l) => ({ value: l.id, label: l.name }))}
              onChange={(lid) => {
                setTemplate(lid, { status: true });
                setOpen((keys) => [...keys, String(lid)]);
              }}
              className="admin-template__picker"
              data-testid="problem-form-template-add"
            />
            {withTemplate.length > 0 ? (
              <Collapse
                size="small"
                activeKey={open}
                onChange={(keys) => setOpen(keys)}
                className="admin-template__list"
                data-testid="problem-form-templates"
                items={withTemplate.map((l) => {
                  const tpl = templateOf(l.id);
                  const field = `templates.${l.id}`;
                  const fieldStatus = status(field);
                  return {
                    key: String(l.id),
                    label: (
                      <span className="admin-template__label">
                        {l.name}
                        {tpl.status ? (
                          <Tag color="green">{t('problemAdmin.form.templateEnabled')}</Tag>
                        ) : (
                          <Tag>{t('problemAdmin.form.templateDisabled')}</Tag>
                        )}
                        {hasIssueUnder(issues, field) ? <Tag color="red">{fieldStatus.help}</Tag> : null}
                      </span>
                    ),
                    extra: (
                      <span onClick={(e) => e.stopPropagation()} className="admin-template__switch">
                        <Switch
                          size="small"
                          checked={tpl.status}
                          onChange={(enabled) => setTemplate(l.id, { status: enabled })}
                          aria-label={`${l.name} ${t('problemAdmin.form.templateEnabled')}`}
                          data-testid={`problem-form-template-status-${l.id}`}
                        />
                      </span>
                    ),
                    children: (
                      <div className="admin-template__editor" data-testid={`problem-form-template-${l.id}`}>
                        <LazyCodeEditor
                          {...DEFAULT_EDITOR_SETTINGS}
                          theme="idea"
                          language={l.name}
                          value={tpl.code}
                          onChange={(code) => setTemplate(l.id, { code })}
                          height="100%"
                          ariaLabel={`${t('problemAdmin.form.templates')} ${l.name}`}
                        />
                      </div>
                    ),
                  };
                })}
              />
            ) : null}
          </>
        )}
      </Form.Item>
    </>
  );
}
