import { useRef, useState } from 'react';
import { Form, Input, Segmented, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { useFormGroup } from './formGroup.ts';
import { MarkdownImageUpload, type MarkdownImages } from './MarkdownImageUpload.tsx';
import '../problemAdmin.css';

/**
 * A markdown text written by an admin role, with an image upload and a preview as the page will
 * show it (trusted: admins' HTML is kept).
 */
export function MarkdownField({
  label,
  value,
  onChange,
  required = false,
  rows = 6,
  status,
  images,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
  status: { validateStatus?: 'error'; help?: string };
  /** Who may insert images, and for which group; the back office's roles when not given. */
  images?: MarkdownImages | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  // In a group's problem form the group's admins insert images for their group.
  const group = useFormGroup();
  const imageRule = images ?? (group === null ? undefined : { allowed: true, gid: group });
  const area = useRef<GetRef<typeof Input.TextArea>>(null);
  // The image goes where the cursor was (the end when the text was never focused).
  const insert = (markdown: string) => {
    const at = area.current?.resizableTextArea?.textArea.selectionEnd ?? value.length;
    onChange(`${value.slice(0, at)}${markdown}${value.slice(at)}`);
    setMode('write');
  };
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
          <MarkdownImageUpload onInsert={insert} testId={testId} images={imageRule} />
        </span>
      }
      className="admin-md"
    >
      {mode === 'write' ? (
        <Input.TextArea
          ref={area}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          placeholder={t('problemAdmin.form.markdownHint')}
          data-testid={testId}
        />
      ) : (
        <div className="admin-md__preview" data-testid={`${testId}-preview`}>
          {value.trim() ? <LazyMarkdown source={value} trusted /> : <span className="muted">{t('problemAdmin.form.previewEmpty')}</span>}
        </div>
      )}
    </Form.Item>
  );
}
