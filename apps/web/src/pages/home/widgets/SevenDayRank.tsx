import { Avatar, Card, Table, type TableColumnsType } from 'antd';
import { CrownOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AcRankRow } from '@arbiter/contract';
import { getRecentSevenAcRank } from '../../../api/home.ts';
import { queryKeys } from '../../../api/queries.ts';
import { EmptyState } from '../../../components/common/EmptyState.tsx';
import { TitleTag } from '../../../components/common/TitleTag.tsx';

const MEDALS = ['#f5bd00', '#b0b7c3', '#cd7f32'];

/** The 7-day AC ranking (max height 500 px); usernames open the user's home. */
export function SevenDayRank() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: queryKeys.sevenAcRank, queryFn: getRecentSevenAcRank });
  const rows = query.data ?? [];

  const columns: TableColumnsType<AcRankRow> = [
    {
      title: '#',
      key: 'rank',
      width: 44,
      align: 'center',
      render: (_v, _row, i) => (i < 3 ? <CrownOutlined style={{ color: MEDALS[i] }} aria-label={String(i + 1)} /> : <span>{i + 1}</span>),
    },
    {
      title: t('home.user'),
      key: 'user',
      render: (_v, row) => (
        <span className="rank-user">
          <Avatar size={24} src={row.avatar || undefined} icon={<UserOutlined />} />
          <Link
            to={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
            data-testid={`rank-user-${row.username}`}
          >
            {row.username}
          </Link>
          <TitleTag titleName={row.titleName} titleColor={row.titleColor} ac={row.ac} />
        </span>
      ),
    },
    { title: t('home.ac'), dataIndex: 'ac', width: 60, align: 'right' },
  ];

  return (
    <Card
      className="home-card"
      title={
        <span>
          <CrownOutlined /> {t('home.sevenDayRankTitle')}
        </span>
      }
      data-testid="seven-day-rank"
    >
      <div className="seven-day-rank">
        <Table<AcRankRow>
          size="small"
          rowKey="uid"
          columns={columns}
          dataSource={rows}
          loading={query.isPending}
          pagination={false}
          locale={{ emptyText: <EmptyState text={t('home.sevenDayRankEmpty')} /> }}
        />
      </div>
    </Card>
  );
}
