import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS } from '@arbiter/contract';
import type { ExtraFile } from './model.ts';
import { extraFileIssue } from './validate.ts';

interface Editing {
  /** The file's place in the list; null adds a new one. */
  index: number | null;
  file: ExtraFile;
  tried: boolean;
}

/**
 * Named extra files (spec part 3 §2.4): add, edit and delete; name and content are both required,
 * the name a plain file name not used by another file of the list.
 */
export function ExtraFilesEditor({
  files,
  onChange,
  error,
  testId,
}: {
  files: readonly ExtraFile[];
  onChange: (files: ExtraFile[]) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const others = editing ? files.filter((_, i) => i !== editing.index) : [];
  const issue = editing ? extraFileIssue(editing.file, others) : null;
  const issueText =
    issue && editing
      ? t(`problemAdmin.rules.${issue}`, {
          name: editing.file.name.trim(),
          max: issue === 'extraFileTooLarge' ? PROBLEM_LIMITS.extraFileMax : PROBLEM_LIMITS.fileNameMax,
        })
      : null;

  const save = () => {
    if (!editing) return;
    if (issue) {
      setEditing({ ...editing, tried: true });
      return;
    }
    const file = { name: editing.file.name.trim(), content: editing.file.content };
    onChange(editing.index === null ? [...files, file] : files.map((f, i) => (i === editing.index ? file : f)));
    setEditing(null);
  };
  const nameIssue = issue === 'extraFileName' || issue === 'extraFileDuplicate';

  return (
    <div className="admin-files" data-testid={testId}>
      <ul className="admin-files__list">
        {files.length === 0 ? <li className="admin-files__empty muted">{t('problemAdmin.form.noFiles')}</li> : null}
        {files.map((file, index) => (
          <li key={file.name} className="admin-files__item">
            <span className="admin-files__name">
              <FileTextOutlined /> <span className="admin-mono">{file.name}</span>
              <span className="muted">{file.content.length.toLocaleString()} B</span>
            </span>
            <span>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('admin.common.edit')} ${file.name}`}
                onClick={() => setEditing({ index, file: { ...file }, tried: false })}
                data-testid={`${testId}-edit-${index}`}
              />
              <Popconfirm
                title={t('problemAdmin.form.deleteFileConfirm', { name: file.name })}
                okText={t('admin.common.delete')}
                cancelText={t('admin.common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onChange(files.filter((_, i) => i !== index))}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('admin.common.delete')} ${file.name}`}
                  data-testid={`${testId}-delete-${index}`}
                />
              </Popconfirm>
            </span>
          </li>
        ))}
      </ul>
      {error ? <div className="admin-case__error">{error}</div> : null}
      <Button
        size="small"
        icon={<PlusOutlined />}
        className="admin-files__add"
        onClick={() => setEditing({ index: null, file: { name: '', content: '' }, tried: false })}
        data-testid={`${testId}-add`}
      >
        {t('problemAdmin.form.addFile')}
      </Button>
      <Modal
        open={editing !== null}
        title={editing?.index === null ? t('problemAdmin.form.addFile') : t('problemAdmin.form.editFile')}
        okText={t('admin.common.save')}
        cancelText={t('admin.common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        width={720}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `${testId}-save` }}
      >
        {editing ? (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('problemAdmin.form.fileName')}
              required
              validateStatus={editing.tried && nameIssue ? 'error' : undefined}
              help={editing.tried && nameIssue ? issueText : undefined}
            >
              <Input
                value={editing.file.name}
                maxLength={PROBLEM_LIMITS.fileNameMax}
                onChange={(e) => setEditing({ ...editing, file: { ...editing.file, name: e.target.value } })}
                data-testid={`${testId}-name`}
              />
            </Form.Item>
            <Form.Item
              label={t('problemAdmin.form.fileContent')}
              required
              validateStatus={editing.tried && issue !== null && !nameIssue ? 'error' : undefined}
              help={editing.tried && issue !== null && !nameIssue ? issueText : undefined}
            >
              <Input.TextArea
                className="admin-mono"
                autoSize={{ minRows: 8, maxRows: 20 }}
                value={editing.file.content}
                onChange={(e) => setEditing({ ...editing, file: { ...editing.file, content: e.target.value } })}
                data-testid={`${testId}-content`}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </div>
  );
}
