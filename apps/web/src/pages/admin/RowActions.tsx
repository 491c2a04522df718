import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The edit and delete buttons of an admin table row; delete asks `confirm` first. The buttons are
 * named after the row for screen readers, and `${testId}-edit-${id}` / `-delete-` for the tests.
 */
export function RowActions({
  id,
  name,
  testId,
  confirm,
  onEdit,
  onDelete,
}: {
  id: number;
  name: string;
  testId: string;
  confirm: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={`${t('admin.common.edit')} ${name}`}
        onClick={onEdit}
        data-testid={`${testId}-edit-${id}`}
      />
      <Popconfirm
        title={confirm}
        okText={t('admin.common.delete')}
        cancelText={t('admin.common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('admin.common.delete')} ${name}`}
          data-testid={`${testId}-delete-${id}`}
        />
      </Popconfirm>
    </Space>
  );
}
