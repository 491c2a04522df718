import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Deletes one message after a confirm. */
export function DeleteButton({ id, onDelete }: { id: number; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('message.deleteConfirm')} onConfirm={() => onDelete(id)}>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('message.delete')}
        data-testid={`message-delete-${id}`}
      />
    </Popconfirm>
  );
}
