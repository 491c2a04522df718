import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/utils/time.ts';

/** A message's last line: when it came, and its delete button (after a confirm). */
export function MessageFoot({ id, at, onDelete }: { id: number; at: string; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="msg-item__foot">
      <time dateTime={at}>{formatTime(at, 'YYYY-MM-DD HH:mm')}</time>
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
    </div>
  );
}
