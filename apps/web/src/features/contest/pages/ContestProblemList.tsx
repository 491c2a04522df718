import { Card, Grid, Progress, Tooltip, type TableColumnsType } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestType, type ContestProblemVO } from '@arbiter/contract';
import { ContestProblemStatus } from '../components/ContestProblemStatus.tsx';
import { BalloonId } from '../components/ContestTags.tsx';
import { AreaProblemTable, percent, percentValue } from '@/features/problem/index.ts';
import { contestPath, useContestScope } from './contestScope.ts';
import { useContestProblems } from '../api/useContestProblems.ts';

/**
 * The Problem tab (spec part 2 §2.9): the user's mark, the display id with its balloon, the title,
 * AC and Total (a question mark without real-time permission) and the AC rate; a row opens the problem.
 */
export default function ContestProblemList() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const { cid, contest, realTime } = useContestScope();
  const { problems, mine } = useContestProblems();
  const isOI = contest.type === ContestType.OI;

  const hidden = (
    <Tooltip title={t('contest.problems.hiddenCount')}>
      <QuestionOutlined className="contest-problems__hidden" aria-label={t('contest.problems.hiddenCount')} />
    </Tooltip>
  );

  const columns: TableColumnsType<ContestProblemVO> = [
    {
      key: 'mine',
      title: '',
      width: 56,
      align: 'center',
      render: (_v, row) => <ContestProblemStatus isOI={isOI} mine={mine[String(row.pid)]} />,
    },
    {
      key: 'displayId',
      title: t('contest.problems.colId'),
      width: wide ? 90 : 64,
      render: (_v, row) => <BalloonId displayId={row.displayId} color={row.color} />,
    },
    {
      key: 'title',
      title: t('contest.problems.colTitle'),
      dataIndex: 'displayTitle',
      render: (v: string) => <span className="contest-problems__title">{v}</span>,
    },
    {
      key: 'ac',
      title: t('contest.problems.colAc'),
      dataIndex: 'ac',
      width: 80,
      align: 'right',
      responsive: ['sm'],
      render: (v: number) => (realTime ? v : hidden),
    },
    {
      key: 'total',
      title: t('contest.problems.colTotal'),
      dataIndex: 'total',
      width: 80,
      align: 'right',
      responsive: ['sm'],
      render: (v: number) => (realTime ? v : hidden),
    },
    {
      key: 'rate',
      title: t('contest.problems.colRate'),
      width: wide ? 170 : 80,
      render: (_v, row) =>
        !realTime ? (
          hidden
        ) : wide ? (
          <Progress
            percent={percentValue(row.ac, row.total)}
            format={() => percent(row.ac, row.total)}
            size="small"
            strokeColor="#52c41a"
          />
        ) : (
          <span className="contest-problems__rate">{percent(row.ac, row.total)}</span>
        ),
    },
  ];

  return (
    <Card className="contest-problems" data-testid="contest-problems">
      <AreaProblemTable<ContestProblemVO>
        rowKey="id"
        columns={columns}
        rows={problems.data ?? []}
        loading={problems.isFetching}
        pathOf={(row) => contestPath.problem(cid, row.displayId)}
        rowTestId={(row) => `contest-problem-row-${row.displayId}`}
        emptyText={t('contest.problems.empty')}
      />
    </Card>
  );
}
