import { useState } from 'react';
import { Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import '../problemAdmin.css';

/** A markdown text of the statement with a preview as the problem page will show it. */
export function MarkdownField({
  label,
  value,
  onChange,
  required = false,
  rows = 6,
  status,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
  status: { validateStatus?: 'error'; help?: string };
  testId: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <Form.Item
      required={required}
      {...status}
      label={
        <span className="admin-md__label">
          {label}
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v === 'preview' ? 'preview' : 'write')}
            options={[
              { value: 'write', label: t('problemAdmin.form.write') },
              { value: 'preview', label: t('problemAdmin.form.preview') },
            ]}
            data-testid={`${testId}-mode`}
          />
        </span>
      }
      className="admin-md"
    >
      {mode === 'write' ? (
        <Input.TextArea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          placeholder={t('problemAdmin.form.markdownHint')}
          data-testid={testId}
        />
      ) : (
        <div className="admin-md__preview" data-testid={`${testId}-preview`}>
          {value.trim() ? <LazyMarkdown source={value} /> : <span className="muted">{t('problemAdmin.form.previewEmpty')}</span>}
        </div>
      )}
    </Form.Item>
  );
}
