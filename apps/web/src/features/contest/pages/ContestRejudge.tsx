import { Alert, Button, Card, Grid, Popconfirm, Table, type TableColumnsType } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestProblemVO } from '@arbiter/contract';
import { rejudgeContestProblem } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { BalloonId } from '../components/ContestTags.tsx';
import { toast } from '@/ui/feedback.ts';
import { useContestScope } from './contestScope.ts';
import { useContestProblems } from '../api/useContestProblems.ts';

/** The Rejudge tab (super admin, spec part 2 §2.12): rejudge every submission of one contest problem. */
export default function ContestRejudge() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const queryClient = useQueryClient();
  const { cid } = useContestScope();
  const { problems } = useContestProblems();
  const rejudge = useMutation({
    mutationFn: (p: ContestProblemVO) => rejudgeContestProblem(cid, p.pid),
    onSuccess: () => {
      toast.success(t('contest.rejudge.success'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.of(cid) });
    },
  });

  const columns: TableColumnsType<ContestProblemVO> = [
    { key: 'pid', title: t('contest.rejudge.colPid'), dataIndex: 'pid', width: 120, responsive: ['sm'] },
    {
      key: 'displayId',
      title: t('contest.rejudge.colDisplayId'),
      dataIndex: 'displayId',
      width: 110,
      render: (v: string, row) => <BalloonId displayId={v} color={row.color} />,
    },
    { key: 'title', title: t('contest.rejudge.colTitle'), dataIndex: 'displayTitle' },
    { key: 'ac', title: t('contest.rejudge.colAc'), dataIndex: 'ac', width: 80, align: 'right', responsive: ['md'] },
    { key: 'total', title: t('contest.rejudge.colTotal'), dataIndex: 'total', width: 80, align: 'right', responsive: ['md'] },
    {
      key: 'option',
      title: t('contest.rejudge.colOption'),
      width: wide ? 140 : undefined,
      render: (_v, row) => (
        <Popconfirm title={t('contest.rejudge.confirm', { id: row.displayId })} onConfirm={() => rejudge.mutate(row)}>
          <Button
            size="small"
            danger
            icon={<RedoOutlined />}
            loading={rejudge.isPending && rejudge.variables?.id === row.id}
            data-testid={`rejudge-${row.displayId}`}
          >
            {t('contest.rejudge.rejudgeAll')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      className="contest-rejudge"
      title={
        <span>
          <RedoOutlined /> {t('contest.rejudge.title')}
        </span>
      }
      data-testid="contest-rejudge"
    >
      <Alert type="info" showIcon title={t('contest.rejudge.lead')} className="contest-rejudge__lead" />
      <Table<ContestProblemVO>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={problems.data ?? []}
        loading={problems.isFetching}
        pagination={false}
        locale={{ emptyText: <EmptyState text={t('contest.rejudge.empty')} /> }}
      />
    </Card>
  );
}
