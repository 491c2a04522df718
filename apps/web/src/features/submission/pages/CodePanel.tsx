import { Alert, Button, Card, Space, Tooltip } from 'antd';
import { CopyOutlined, ShareAltOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JudgeVO } from '@arbiter/contract';
import { updateSubmissionShare } from '../api/submission.ts';
import { LazyCodeEditor } from '@/components/editor/LazyCodeEditor.tsx';
import { loadEditorSettings } from '@/components/editor/editorStorage.ts';
import { useCopyText } from '@/components/common/copyText.ts';
import { toast } from '@/ui/feedback.ts';

const noop = () => undefined;

/**
 * The submitted code, read-only and highlighted in the reader's editor theme, with copy and, for
 * the author of a problem that allows sharing, share / unshare (spec part 2 §2.5).
 */
export function CodePanel({
  submission: s,
  canShare,
  onShared,
}: {
  submission: JudgeVO;
  /** The viewer wrote it, the problem allows sharing and it is not a contest submission. */
  canShare: boolean;
  onShared: () => void;
}) {
  const { t } = useTranslation();
  const code = s.code;
  const { theme, fontSize, tabSize } = loadEditorSettings();

  const share = useMutation({
    mutationFn: (next: boolean) => updateSubmissionShare(s.submitId, next),
    onSuccess: (_res, next) => {
      toast.success(next ? t('submission.detail.shared') : t('submission.detail.unshared'));
      onShared();
    },
  });

  const copyText = useCopyText();

  const actions =
    code === null ? null : (
      <Space size={8} wrap>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copyText(code)} data-testid="copy-code">
          {t('submission.detail.copy')}
        </Button>
        {canShare ? (
          <Tooltip title={s.share ? undefined : t('submission.detail.shareHint')}>
            <Button
              size="small"
              type={s.share ? 'default' : 'primary'}
              ghost={!s.share}
              danger={s.share}
              icon={s.share ? <StopOutlined /> : <ShareAltOutlined />}
              loading={share.isPending}
              onClick={() => share.mutate(!s.share)}
              data-testid="share-code"
              data-shared={s.share}
            >
              {s.share ? t('submission.detail.unshare') : t('submission.detail.share')}
            </Button>
          </Tooltip>
        ) : null}
      </Space>
    );

  return (
    <Card
      size="small"
      className="submission-detail__card submission-code"
      title={
        <span>
          {t('submission.detail.code')} <span className="submission-code__language">{s.language}</span>
        </span>
      }
      extra={actions}
      data-testid="submission-code"
    >
      {code === null ? (
        <Alert type="info" showIcon title={t('submission.detail.codeHidden')} data-testid="code-hidden" />
      ) : (
        <div className="submission-code__view">
          <LazyCodeEditor
            theme={theme}
            fontSize={fontSize}
            tabSize={tabSize}
            value={code}
            onChange={noop}
            language={s.language}
            readOnly
            height="auto"
          />
        </div>
      )}
    </Card>
  );
}
