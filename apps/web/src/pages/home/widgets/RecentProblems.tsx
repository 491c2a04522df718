import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecentProblem } from '@arbiter/contract';
import { getRecentUpdatedProblem } from '../../../api/home.ts';
import { queryKeys } from '../../../api/queries.ts';
import { EmptyState } from '../../../components/common/EmptyState.tsx';
import { formatTime } from '../../../utils/time.ts';

/** The latest problems; a click opens the problem. */
export function RecentProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: queryKeys.recentProblem, queryFn: getRecentUpdatedProblem });
  const rows = query.data ?? [];

  const columns: TableColumnsType<RecentProblem> = [
    { title: t('home.problemId'), dataIndex: 'problemId', width: 96, render: (v: string) => <strong>{v}</strong> },
    {
      title: t('home.problemTitle'),
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, row) => (
        <span>
          {v} {row.type === 1 ? <Tag color="purple">OI</Tag> : null}
        </span>
      ),
    },
    {
      title: t('home.updatedAt'),
      dataIndex: 'gmtModified',
      width: 170,
      responsive: ['sm'],
      render: (v: string, row) => formatTime(v || row.gmtCreate, 'YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Card
      className="home-card"
      title={
        <span>
          <BookOutlined /> {t('home.recentProblemsTitle')}
        </span>
      }
      data-testid="recent-problems"
    >
      <Table<RecentProblem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isPending}
        pagination={false}
        rowClassName="clickable-row"
        onRow={(row) => ({
          onClick: () => void navigate(`/problem/${encodeURIComponent(row.problemId)}`),
          'data-testid': `recent-problem-${row.problemId}`,
        })}
        locale={{ emptyText: <EmptyState text={t('home.recentProblemsEmpty')} /> }}
      />
    </Card>
  );
}
