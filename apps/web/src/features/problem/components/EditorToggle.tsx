import { Button, Tooltip } from 'antd';
import { ColumnWidthOutlined, FullscreenExitOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Hides or shows the code editor beside the statement (problem pages in every area). */
export function EditorToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = collapsed ? t('problem.detail.showEditor') : t('problem.detail.hideEditor');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={collapsed ? <FullscreenExitOutlined /> : <ColumnWidthOutlined />}
        onClick={onToggle}
        aria-pressed={collapsed}
        data-testid="problem-toggle-editor"
      >
        {label}
      </Button>
    </Tooltip>
  );
}
