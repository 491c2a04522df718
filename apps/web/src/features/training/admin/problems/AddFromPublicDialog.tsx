import { useState } from 'react';
import { Button, Grid, Input, Modal, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@arbiter/contract';
import { addTrainingProblem, getTrainingProblemList } from '../../api/admin-training.ts';
import { trainingAdminKeys } from '../../api/admin-keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { toast } from '@/ui/feedback.ts';

/** Page sizes of the dialog (part 3 §9 "Add-from-public sizes"). */
const SIZES = [10, 30, 50, 100] as const;

/**
 * 'Add from public': the bank problems not yet in the training, each added under its own problem
 * id (hoj-api §13.6 add-problem-from-public).
 */
export function AddFromPublicDialog({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wide = Grid.useBreakpoint().md ?? true;
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(SIZES[0]);
  const params = { tid, currentPage, limit, keyword: keyword || undefined, queryExisted: false };
  const list = useQuery({
    queryKey: trainingAdminKeys.problems(params),
    queryFn: () => getTrainingProblemList(params),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const add = useMutation({
    mutationFn: (problem: Problem) => addTrainingProblem(tid, problem.id, problem.problemId),
    onSuccess: (msg) => {
      toast.success(msg || t('adminTraining.problems.added'));
      // The candidates lose it and the training's list gains it.
      void queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problemLists });
    },
  });

  const columns: TableColumnsType<Problem> = [
    { title: t('adminTraining.problems.colPid'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminTraining.problems.colDisplayId'),
      dataIndex: 'problemId',
      width: 120,
      render: (v: string) => <strong className="admin-mono">{v}</strong>,
    },
    { title: t('adminTraining.problems.colTitle'), dataIndex: 'title' },
    {
      title: t('adminTraining.problems.colAuthor'),
      dataIndex: 'author',
      width: 110,
      responsive: ['md'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('admin.common.actions'),
      key: 'add',
      width: 90,
      render: (_: unknown, row) => (
        <Button
          size="small"
          type="primary"
          icon={<PlusOutlined />}
          loading={add.isPending && add.variables.id === row.id}
          onClick={() => add.mutate(row)}
          aria-label={t('adminTraining.problems.addNamed', { problemId: row.problemId })}
          data-testid={`training-public-add-${row.id}`}
        >
          {t('adminTraining.problems.add')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('adminTraining.problems.addFromPublic')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('adminTraining.problems.close')}</Button>}
      width={wide ? 900 : '100%'}
      destroyOnHidden
      data-testid="training-public-dialog"
    >
      <Input.Search
        allowClear
        placeholder={t('adminTraining.problems.publicKeyword')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setCurrentPage(1);
        }}
        className="admin-training-public-search"
        data-testid="training-public-keyword"
      />
      <Table<Problem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.problemList.records ?? []}
        loading={list.isFetching}
        scroll={wide ? undefined : { x: 'max-content' }}
        locale={{ emptyText: <EmptyState text={t('adminTraining.problems.publicEmpty')} /> }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: list.data?.problemList.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SIZES.map(String),
          showTotal: (total) => t('admin.common.total', { total }),
          onChange: (page, size) => {
            setCurrentPage(size === limit ? page : 1);
            setLimit(size);
          },
        }}
        data-testid="training-public-table"
      />
    </Modal>
  );
}
