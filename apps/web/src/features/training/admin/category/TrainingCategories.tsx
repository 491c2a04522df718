import { useState } from 'react';
import { Alert, Button, Card, Grid, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from '@arbiter/contract';
import { deleteTrainingCategory, getTrainingCategories } from '../../api/admin-training.ts';
import { trainingAdminKeys } from '../../api/admin-keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { allows } from '@/components/admin/access.ts';
import { ColorSwatch } from '@/components/admin/ColorSwatch.tsx';
import { RowActions } from '@/components/admin/RowActions.tsx';
import { useRowDelete } from '@/components/admin/rowMutations.ts';
import { useSession } from '@/session/session.ts';
import { CategoryTag } from '../TrainingTags.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import '../adminTraining.css';

type Dialog = { open: false } | { open: true; editing: TrainingCategory | null };

/**
 * /admin/training/category — the training categories (name, colour; hoj-api §13.3). Every admin
 * sees them; super admins and problem admins change them, and a category in use stays (the
 * server's refusal is shown).
 */
export default function TrainingCategories() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const canEdit = allows(user?.roleList ?? [], 'manager');
  const wide = Grid.useBreakpoint().md ?? true;
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const categories = useQuery({ queryKey: trainingAdminKeys.categories, queryFn: getTrainingCategories });
  // The training list and forms show the categories' names and colours.
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all });
  const remove = useRowDelete(deleteTrainingCategory, refresh);

  const columns: TableColumnsType<TrainingCategory> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('adminTraining.category.name'),
      dataIndex: 'name',
      render: (v: string, row) => (
        <span data-testid={`training-category-${row.id}`}>
          <CategoryTag name={v} color={row.color} />
        </span>
      ),
    },
    {
      title: t('adminTraining.category.color'),
      dataIndex: 'color',
      width: 140,
      render: (v: string) => <ColorSwatch color={v} />,
    },
    ...(canEdit
      ? [
          {
            title: t('admin.common.actions'),
            key: 'actions',
            width: 96,
            render: (_: unknown, row: TrainingCategory) => (
              <RowActions
                id={row.id}
                name={row.name}
                testId="training-category"
                confirm={t('adminTraining.category.deleteConfirm', { name: row.name })}
                onEdit={() => setDialog({ open: true, editing: row })}
                onDelete={() => remove.mutateAsync(row.id)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-page admin-training-categories" data-testid="admin-training-categories">
      <Card
        title={t('adminTraining.category.title')}
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, editing: null })}
              data-testid="training-category-create"
            >
              {t('adminTraining.category.create')}
            </Button>
          ) : null
        }
      >
        {canEdit ? null : <Alert type="info" showIcon title={t('adminTraining.category.readOnly')} className="admin-training-note" />}
        <Table<TrainingCategory>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={categories.data ?? []}
          loading={categories.isFetching}
          pagination={false}
          scroll={wide ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('adminTraining.category.empty')} /> }}
          data-testid="training-category-table"
        />
      </Card>
      <CategoryDialog
        open={dialog.open}
        editing={dialog.open ? dialog.editing : null}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void refresh();
        }}
      />
    </div>
  );
}
