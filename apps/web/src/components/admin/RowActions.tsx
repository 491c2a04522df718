import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
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
      <DeleteButton confirm={confirm} label={`${t('admin.common.delete')} ${name}`} onDelete={onDelete} testId={`${testId}-delete-${id}`} />
    </Space>
  );
}

/**
 * A row's danger button that asks `confirm` first; a refusal was already shown by the client, so a
 * failed delete only closes the confirmation.
 */
export function DeleteButton({
  confirm,
  label,
  okText,
  icon,
  onDelete,
  testId,
  okTestId,
}: {
  confirm: string;
  /** What screen readers hear (and the hover title). */
  label: string;
  /** The confirmation's button, 'Delete' unless given. */
  okText?: string;
  /** A bin unless given (taking something out of a list is not deleting it). */
  icon?: ReactNode;
  onDelete: () => Promise<unknown>;
  testId: string;
  okTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      danger
      confirm={confirm}
      label={label}
      okText={okText ?? t('admin.common.delete')}
      icon={icon ?? <DeleteOutlined />}
      onConfirm={onDelete}
      testId={testId}
      {...(okTestId ? { okTestId } : {})}
    />
  );
}

/**
 * A row's small icon button that asks `confirm` before `onConfirm`; a failure was already shown by
 * the client and only closes the confirmation. No tooltip: it would stay over the confirmation's
 * buttons (the label is the hover title instead).
 */
export function ConfirmAction({
  confirm,
  label,
  okText,
  icon,
  onConfirm,
  testId,
  okTestId,
  danger = false,
  disabled = false,
}: {
  confirm: string;
  /** What screen readers hear (and the hover title). */
  label: string;
  okText: string;
  icon: ReactNode;
  onConfirm: () => Promise<unknown>;
  testId: string;
  okTestId?: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={confirm}
      okText={okText}
      cancelText={t('admin.common.cancel')}
      okButtonProps={{ danger, ...(okTestId ? { 'data-testid': okTestId } : {}) }}
      onConfirm={() => onConfirm().catch(() => undefined)}
      disabled={disabled}
      styles={{ root: { maxWidth: 360 } }}
    >
      <Button size="small" danger={danger} icon={icon} aria-label={label} title={label} disabled={disabled} data-testid={testId} />
    </Popconfirm>
  );
}

/** A row's small icon button with its name as tooltip and for screen readers. */
export function IconAction({
  title,
  icon,
  onClick,
  testId,
  disabled = false,
  primary = false,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  primary?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={primary ? 'primary' : 'default'}
        icon={icon}
        aria-label={title}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}
