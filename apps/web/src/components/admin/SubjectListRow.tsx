import type { ReactNode } from 'react';
import { Space, type TableColumnType } from 'antd';
import { EditOutlined, OrderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeleteButton, IconAction } from './RowActions.tsx';

/*
 * A contest's or a training's row in its back-office list: its title leading to its form, and its
 * buttons. A row the user may not manage shows its title as text and its buttons disabled.
 */

/** The title column: a link to `${base}/${id}/edit` (test id `${testId}-title-${id}`) on a row the user may manage. */
export function subjectTitleColumn<T extends { id: number; title: string }>({
  title,
  base,
  canManage,
  testId,
}: {
  title: string;
  base: string;
  canManage: (row: T) => boolean;
  testId: string;
}): TableColumnType<T> {
  return {
    title,
    dataIndex: 'title',
    render: (v: string, row) =>
      canManage(row) ? (
        <Link to={`${base}/${row.id}/edit`} data-testid={`${testId}-title-${row.id}`}>
          {v}
        </Link>
      ) : (
        v
      ),
  };
}

/**
 * The buttons of a contest's or a training's row in its list: edit, its problems, any more
 * (`children`), then delete where it is offered; disabled buttons keep the rows lined up. Test ids:
 * `${testId}-edit-${id}`, `-problems-`, `-delete-`, and `${testId}-delete-ok` on the confirmation.
 */
export function SubjectRowActions({
  base,
  id,
  manage,
  problemsLabel,
  remove,
  testId,
  children,
}: {
  /** The list's path; the row's pages are `${base}/${id}/edit` and `/problems`. */
  base: string;
  id: number;
  manage: boolean;
  problemsLabel: string;
  /** Deleting, for those who may (root); null leaves the button out. */
  remove: { confirm: string; onDelete: () => Promise<unknown> } | null;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={4} className="admin-row-actions">
      <IconAction
        primary
        title={t('admin.common.edit')}
        icon={<EditOutlined />}
        disabled={!manage}
        onClick={() => void navigate(`${base}/${id}/edit`)}
        testId={`${testId}-edit-${id}`}
      />
      <IconAction
        title={problemsLabel}
        icon={<OrderedListOutlined />}
        disabled={!manage}
        onClick={() => void navigate(`${base}/${id}/problems`)}
        testId={`${testId}-problems-${id}`}
      />
      {children}
      {remove ? (
        <DeleteButton
          confirm={remove.confirm}
          label={t('admin.common.delete')}
          onDelete={remove.onDelete}
          testId={`${testId}-delete-${id}`}
          okTestId={`${testId}-delete-ok`}
        />
      ) : null}
    </Space>
  );
}
