import { useRef, useState } from 'react';
import { Button, Input, Popover, Space, Tooltip, type GetRef } from 'antd';
import { BlockOutlined, CodeOutlined, LinkOutlined, OrderedListOutlined, SmileOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMMENT_CONTENT_MAX } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { EMOJI, SHORTCUTS, type Edit, type Shortcut, applyShortcut, insertEmoji } from './markdownShortcuts.ts';

const ICONS: Record<Shortcut, React.ReactNode> = {
  inlineCode: <CodeOutlined />,
  codeBlock: <BlockOutlined />,
  link: <LinkOutlined />,
  unorderedList: <UnorderedListOutlined />,
  orderedList: <OrderedListOutlined />,
};
const PLACEHOLDER: Record<Shortcut, 'code' | 'text' | 'item'> = {
  inlineCode: 'code',
  codeBlock: 'code',
  link: 'text',
  unorderedList: 'item',
  orderedList: 'item',
};

interface Props {
  placeholder: string;
  submitLabel: string;
  /** Sends the text; resolves when sent (the box empties), rejects to keep it. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** The prefix of the box's test ids (`comment` → comment-input, comment-submit). */
  testId: string;
  autoFocus?: boolean;
}

/** A markdown box with an emoji picker and the shortcuts of spec part 3 §2.1; checks the content before sending. */
export function CommentEditor({ placeholder, submitLabel, onSubmit, onCancel, testId, autoFocus }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const ref = useRef<GetRef<typeof Input.TextArea>>(null);

  const apply = (edit: (value: string, start: number, end: number) => Edit) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = edit(text, start, end);
    setText(next.text);
    // After React wrote the new value: put the selection where the edit says.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.start, next.end);
    });
  };

  const send = async () => {
    const content = text.trim();
    if (!content) return toast.warning(t('comment.contentEmpty'));
    if (content.length > COMMENT_CONTENT_MAX) return toast.warning(t('comment.contentTooLong', { max: COMMENT_CONTENT_MAX }));
    setSending(true);
    try {
      await onSubmit(content);
      setText('');
    } catch {
      // The client showed the server's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const emojiPanel = (
    <div className="comment-emoji" data-testid={`${testId}-emoji-panel`}>
      {EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          className="comment-emoji__item"
          onClick={() => {
            apply((v, s, en) => insertEmoji(e, v, s, en));
            setEmojiOpen(false);
          }}
        >
          {e}
        </button>
      ))}
    </div>
  );

  return (
    <div className="comment-editor">
      <Input.TextArea
        ref={ref}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        autoSize={{ minRows: 3, maxRows: 12 }}
        maxLength={COMMENT_CONTENT_MAX + 100}
        autoFocus={autoFocus}
        data-testid={`${testId}-input`}
      />
      <div className="comment-editor__bar">
        <Space size={2} wrap>
          <Popover content={emojiPanel} trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen} placement="bottomLeft">
            <Tooltip title={t('comment.emoji')}>
              <Button type="text" size="small" icon={<SmileOutlined />} aria-label={t('comment.emoji')} data-testid={`${testId}-emoji`} />
            </Tooltip>
          </Popover>
          {SHORTCUTS.map((k) => (
            <Tooltip key={k} title={t(`comment.shortcut.${k}`)}>
              <Button
                type="text"
                size="small"
                icon={ICONS[k]}
                aria-label={t(`comment.shortcut.${k}`)}
                data-testid={`${testId}-md-${k}`}
                onClick={() => apply((v, s, e) => applyShortcut(k, v, s, e, t(`comment.placeholderText.${PLACEHOLDER[k]}`)))}
              />
            </Tooltip>
          ))}
        </Space>
        <Space size={8}>
          {onCancel ? (
            <Button size="small" onClick={onCancel}>
              {t('comment.cancel')}
            </Button>
          ) : null}
          <Button type="primary" size="small" loading={sending} onClick={() => void send()} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </Space>
      </div>
    </div>
  );
}
