import { Button, Form, Popover, Select } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EDITOR_THEMES, FONT_SIZES, TAB_SIZES, type EditorSettings } from '@/components/editor/editorSettings.ts';

/** The gear button of the editor: theme, font size and tab size (spec part 2 §2.3). */
export function EditorSettingsPopover({
  settings,
  onChange,
}: {
  settings: EditorSettings;
  onChange: (patch: Partial<EditorSettings>) => void;
}) {
  const { t } = useTranslation();
  const content = (
    <Form layout="horizontal" labelCol={{ flex: '96px' }} className="editor-settings" data-testid="editor-settings">
      <Form.Item label={t('problem.editor.theme')}>
        <Select
          value={settings.theme}
          onChange={(theme) => onChange({ theme })}
          options={EDITOR_THEMES.map((name) => ({ value: name, label: name }))}
          data-testid="editor-theme"
          aria-label={t('problem.editor.theme')}
        />
      </Form.Item>
      <Form.Item label={t('problem.editor.fontSize')}>
        <Select
          value={settings.fontSize}
          onChange={(fontSize) => onChange({ fontSize })}
          options={FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }))}
          data-testid="editor-font-size"
          aria-label={t('problem.editor.fontSize')}
        />
      </Form.Item>
      <Form.Item label={t('problem.editor.tabSize')}>
        <Select
          value={settings.tabSize}
          onChange={(tabSize) => onChange({ tabSize })}
          options={TAB_SIZES.map((size) => ({ value: size, label: t('problem.editor.spaces', { count: size }) }))}
          data-testid="editor-tab-size"
          aria-label={t('problem.editor.tabSize')}
        />
      </Form.Item>
    </Form>
  );
  return (
    <Popover content={content} title={t('problem.editor.settings')} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label={t('problem.editor.settings')} data-testid="editor-settings-button" />
    </Popover>
  );
}
