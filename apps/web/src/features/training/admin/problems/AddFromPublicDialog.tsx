import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@arbiter/contract';
import { PublicBankDialog } from '@/components/admin/PublicBankDialog.tsx';
import { toast } from '@/ui/feedback.ts';
import { useTrainingDesk } from '../desk.ts';

/**
 * 'Add from public': the bank problems not yet in the training, each added under its own problem
 * id (hoj-api §13.6 add-problem-from-public).
 */
export function AddFromPublicDialog({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desk = useTrainingDesk();
  const add = useMutation({
    mutationFn: (problem: Problem) => desk.addFromPublic(tid, problem.id, problem.problemId),
    onSuccess: (msg) => {
      toast.success(msg || t('adminTraining.problems.added'));
      // The candidates lose it and the training's list gains it.
      void queryClient.invalidateQueries({ queryKey: desk.keys.problemLists });
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
    <PublicBankDialog
      open={open}
      onClose={onClose}
      words={{
        title: t('adminTraining.problems.addFromPublic'),
        close: t('adminTraining.problems.close'),
        keyword: t('adminTraining.problems.publicKeyword'),
        empty: t('adminTraining.problems.publicEmpty'),
      }}
      query={(page) => {
        const params = { tid, ...page, queryExisted: false };
        return { queryKey: desk.keys.problems(params), queryFn: () => desk.problems(params) };
      }}
      columns={columns}
      testId="training-public"
    />
  );
}
