import { App, Button, Popconfirm, Select, Space, Tooltip, Upload } from 'antd';
import { CloudDownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, JudgeStatus, LIMITS } from '@arbiter/contract';
import { getLastAcCode, getUserProblemStatus } from '../api/problem.ts';
import { useIsLoggedIn } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { EditorSettingsPopover } from './EditorSettingsPopover.tsx';
import type { ProblemEditor } from '@/components/editor/useProblemEditor.ts';

export interface EditorToolbarProps {
  editor: ProblemEditor;
  languages: readonly string[];
  /** The problem's numeric id (for the recent accepted code); null while it is missing. */
  pid: number | null;
  cid?: number;
  gid?: number | null;
  /**
   * The user's status on the problem as the page knows it: accepted (0) opens the recent accepted
   * code at once; anything else (still loading, or stale after a new verdict) is asked again.
   */
  myStatus: number | null;
  disabled: boolean;
  /** The area refuses submitting (spec part 2 §2.3: no recent accepted code then either). */
  submitDisabled?: boolean;
}

/** Whether the user has passed the problem, asked of the server in the same scope as the page. */
async function hasPassed(pid: number, cid: number | undefined, gid: number | null | undefined): Promise<boolean> {
  const map = await getUserProblemStatus({ pidList: [pid], isContestProblemList: Boolean(cid), cid: cid ?? null, gid: gid ?? null });
  return map[String(pid)]?.status === JudgeStatus.ACCEPTED;
}

/**
 * Above the editor (spec part 2 §2.3): the language, reset code, the recent accepted code (logged
 * in), a file into the editor, and the settings popover.
 */
export function EditorToolbar({ editor, languages, pid, cid, gid, myStatus, disabled, submitDisabled = false }: EditorToolbarProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const loggedIn = useIsLoggedIn();
  const { value } = editor;

  const lastAcDisabled = disabled || submitDisabled;

  const loadLastAc = async () => {
    if (pid === null) return;
    try {
      if (myStatus !== JudgeStatus.ACCEPTED && !(await hasPassed(pid, cid, gid))) {
        // Spec part 2 §5: an error notification shown for 4 s.
        notification.error({ title: t('common.error'), description: t('problem.editor.lastAcNotPassed'), duration: LIMITS.toastMs / 1000 });
        return;
      }
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
          <Popconfirm title={t('problem.editor.lastAcConfirm')} onConfirm={() => void loadLastAc()} disabled={lastAcDisabled}>
            <Tooltip title={t('problem.editor.lastAc')}>
              <Button
                icon={<CloudDownloadOutlined />}
                disabled={lastAcDisabled}
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
