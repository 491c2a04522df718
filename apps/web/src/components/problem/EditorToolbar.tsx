import { App, Button, Popconfirm, Select, Space, Tooltip, Upload } from 'antd';
import { CloudDownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, JudgeStatus, LIMITS } from '@arbiter/contract';
import { getLastAcCode } from '../../api/problem.ts';
import { useIsLoggedIn } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { EditorSettingsPopover } from '../editor/EditorSettingsPopover.tsx';
import type { ProblemEditor } from '../editor/useProblemEditor.ts';

export interface EditorToolbarProps {
  editor: ProblemEditor;
  languages: readonly string[];
  /** The problem's numeric id (for the recent accepted code); null while it is missing. */
  pid: number | null;
  cid?: number;
  /** The user's status on the problem: the recent accepted code needs 0. */
  myStatus: number | null;
  disabled: boolean;
}

/**
 * Above the editor (spec part 2 §2.3): the language, reset code, the recent accepted code (logged
 * in), a file into the editor, and the settings popover.
 */
export function EditorToolbar({ editor, languages, pid, cid, myStatus, disabled }: EditorToolbarProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const loggedIn = useIsLoggedIn();
  const { value } = editor;

  const loadLastAc = async () => {
    if (pid === null) return;
    if (myStatus !== JudgeStatus.ACCEPTED) {
      // Spec part 2 §5: an error notification shown for 4 s.
      notification.error({ title: t('common.error'), description: t('problem.editor.lastAcNotPassed'), duration: LIMITS.toastMs / 1000 });
      return;
    }
    try {
      const res = await getLastAcCode(pid, cid);
      if (!res.code) {
        toast.info(t('problem.editor.lastAcNone'));
        return;
      }
      const language = res.language && languages.includes(res.language) ? res.language : undefined;
      editor.replaceCode(res.code, language);
      toast.success(t('problem.editor.lastAcLoaded'));
    } catch {
      // Reported by the client.
    }
  };

  const readFile = async (file: File) => {
    const text = await file.text().catch(() => null);
    if (text === null) toast.error(t('problem.editor.uploadFailed'));
    else if (text.length > CODE_MAX) toast.error(t('problem.submit.codeTooLong'));
    else {
      editor.replaceCode(text);
      toast.success(t('problem.editor.uploaded', { name: file.name }));
    }
  };

  return (
    <div className="editor-toolbar" data-testid="editor-toolbar">
      <Space wrap size={8} className="editor-toolbar__left">
        <Select
          className="editor-toolbar__language"
          value={value.language || undefined}
          onChange={editor.setLanguage}
          options={languages.map((l) => ({ value: l, label: l }))}
          disabled={languages.length === 0}
          placeholder={t('problem.editor.language')}
          aria-label={t('problem.editor.language')}
          popupMatchSelectWidth={false}
          data-testid="editor-language"
        />
        <Popconfirm
          title={t('problem.editor.resetConfirm')}
          onConfirm={() => editor.replaceCode(editor.starter(value.language))}
          disabled={disabled}
        >
          <Tooltip title={t('problem.editor.reset')}>
            <Button icon={<ReloadOutlined />} disabled={disabled} aria-label={t('problem.editor.reset')} data-testid="editor-reset" />
          </Tooltip>
        </Popconfirm>
        {loggedIn ? (
          <Popconfirm title={t('problem.editor.lastAcConfirm')} onConfirm={() => void loadLastAc()} disabled={disabled}>
            <Tooltip title={t('problem.editor.lastAc')}>
              <Button
                icon={<CloudDownloadOutlined />}
                disabled={disabled}
                aria-label={t('problem.editor.lastAc')}
                data-testid="editor-last-ac"
              />
            </Tooltip>
          </Popconfirm>
        ) : null}
        <Upload
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void readFile(file);
            return Upload.LIST_IGNORE;
          }}
          disabled={disabled}
        >
          <Tooltip title={t('problem.editor.upload')}>
            <Button icon={<UploadOutlined />} disabled={disabled} aria-label={t('problem.editor.upload')} data-testid="editor-upload" />
          </Tooltip>
        </Upload>
      </Space>
      <EditorSettingsPopover settings={value} onChange={editor.setSettings} />
    </div>
  );
}
