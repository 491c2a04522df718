import { useState } from 'react';
import { Avatar, Card, Input, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, RankType, type GroupRankRow } from '@arbiter/contract';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { getGroupRank } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { useGroupScope } from '../shell/groupScope.ts';

/** /group/:groupID/rank — the group's members ranked on what they did in it, ACM or OI, 30 a page (spec part 3 §2.3). */
export default function GroupRank() {
  const { t } = useTranslation();
  const { gid } = useGroupScope();
  const [type, setType] = useState<number>(RankType.ACM);
  const [currentPage, setPage] = useState(1);
  const [searchUser, setSearch] = useState('');
  const params = { gid, type, currentPage, limit: GROUP_PAGE_SIZES.rank, ...(searchUser ? { searchUser } : {}) };
  const rank = useQuery({ queryKey: groupKeys.rank(params), queryFn: () => getGroupRank(params), placeholderData: keepPreviousData });
  const oi = type === RankType.OI;
  const columns: TableColumnsType<GroupRankRow> = [
    {
      title: t('group.rank.place'),
      key: 'place',
      width: 70,
      render: (_: unknown, __, i) => (currentPage - 1) * GROUP_PAGE_SIZES.rank + i + 1,
    },
    {
      title: t('group.rank.user'),
      dataIndex: 'username',
      render: (name: string, row) => (
        <Space>
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Link to={`/user-home?username=${encodeURIComponent(name)}`}>{name}</Link>
          {row.titleName && <TitleTag titleName={row.titleName} titleColor={row.titleColor} />}
        </Space>
      ),
    },
    { title: t('group.rank.nickname'), dataIndex: 'nickname', responsive: ['md'], render: (v: string | null) => v || '' },
    ...(oi ? [{ title: t('group.rank.score'), dataIndex: 'score', width: 90 }] : []),
    { title: t('group.rank.ac'), dataIndex: 'ac', width: 80 },
    { title: t('group.rank.total'), dataIndex: 'total', width: 90 },
    {
      title: t('group.rank.rate'),
      key: 'rate',
      width: 90,
      responsive: ['sm'],
      render: (_: unknown, row) => (row.total ? `${((row.ac / row.total) * 100).toFixed(2)}%` : '0.00%'),
    },
  ];
  return (
    <Card
      title={t('group.rank.title')}
      extra={
        <Segmented
          value={type}
          onChange={(v) => {
            setType(Number(v));
            setPage(1);
          }}
          options={[
            { value: RankType.ACM, label: 'ACM' },
            { value: RankType.OI, label: 'OI' },
          ]}
          data-testid="group-rank-type"
        />
      }
      data-testid="group-rank"
    >
      <Input.Search
        allowClear
        placeholder={t('group.rank.search')}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage(1);
        }}
        className="group-list__search group-members__search"
      />
      <Table<GroupRankRow>
        rowKey="uid"
        size="middle"
        columns={columns}
        dataSource={rank.data?.records ?? []}
        loading={rank.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: GROUP_PAGE_SIZES.rank,
          total: rank.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
