import { useMemo, type HTMLAttributes } from 'react';
import { Avatar, Card, Grid, Input, Table, Tooltip, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_RANK_PAGE_SIZE, type TrainingProblemVO, type TrainingRankVO } from '@arbiter/contract';
import { RankUserLines } from '@/components/common/RankUserLines.tsx';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { displayNameOf } from '@/features/contest/index.ts';
import { userHomePath } from '@/features/rank/index.ts';
import { JudgeStatusTag } from '@/features/submission/index.ts';
import { useSession } from '@/session/session.ts';
import { getTrainingRank } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { useTrainingProblems } from '../api/useTrainingProblems.ts';
import { formatRankTime, rankCellView, rankSubmissionsPath, showsRealName } from '../components/rankCells.ts';
import { changeRankQuery, parseRankQuery, rankParams, rankQueryToSearch, type TrainingRankQuery } from './rankQuery.ts';
import { useTrainingScope } from './trainingScope.ts';

function UserCell({ row, name, own, wide }: { row: TrainingRankVO; name: string; own: boolean; wide: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="training-rank-user">
      <Avatar size={wide ? 32 : 26} src={row.avatar || undefined} icon={<UserOutlined />} alt={row.username} />
      <RankUserLines
        name={name}
        to={userHomePath(row)}
        school={row.school}
        flags={[
          ...(own ? [{ color: 'blue', label: t('training.rank.own') }] : []),
          ...(row.gender === 'female' ? [{ color: 'magenta', label: t('training.rank.girl') }] : []),
        ]}
        nameTestId={`training-rank-user-${row.username}`}
      />
    </div>
  );
}

function ProblemCell({ row, problemId }: { row: TrainingRankVO; problemId: string }) {
  const view = rankCellView(row.submissionInfo[problemId]);
  if (!view) return null;
  return (
    <Link className="training-rank-cell" to={rankSubmissionsPath(row.username, problemId)}>
      <JudgeStatusTag status={view.status} short />
      {view.time ? <span className="training-rank-cell__time">{view.time}</span> : null}
    </Link>
  );
}

/**
 * The Record tab (spec part 2 §2.15): the training's students by solved problems, then total run
 * time; one column per problem with the short status and the fastest accepted time. Real names
 * only for the training's admins. Search and page live in the URL.
 */
export default function TrainingRank() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const { tid, training, isAdmin, paths } = useTrainingScope();
  const { token, user } = useSession();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseRankQuery(search), [search]);
  const apply = (next: TrainingRankQuery) => setSearch(rankQueryToSearch(next));

  const params = rankParams(tid, query);
  const rank = useQuery({
    queryKey: trainingKeys.rank(params, token),
    queryFn: () => getTrainingRank(params),
    placeholderData: keepPreviousData,
  });
  const problems = useTrainingProblems();
  const rows = useMemo(() => rank.data?.records ?? [], [rank.data]);

  const problemColumns: TableColumnsType<TrainingRankVO> = (problems.data ?? []).map((p: TrainingProblemVO) => ({
    key: `p-${p.pid}`,
    title: (
      <Tooltip title={p.title}>
        <Link to={paths.problem(tid, p.problemId)} className="training-rank-head">
          {p.problemId}
        </Link>
      </Tooltip>
    ),
    width: 86,
    align: 'center' as const,
    render: (_v: unknown, row: TrainingRankVO) => <ProblemCell row={row} problemId={p.problemId} />,
  }));

  const columns: TableColumnsType<TrainingRankVO> = [
    { key: 'rank', title: t('training.rank.colRank'), dataIndex: 'rank', width: 56, align: 'center', fixed: wide ? 'left' : undefined },
    {
      key: 'user',
      title: t('training.rank.colUser'),
      width: wide ? 240 : 150,
      fixed: wide ? 'left' : undefined,
      render: (_v, row) => (
        <UserCell row={row} name={displayNameOf(row, training.rankShowName)} own={user !== null && row.uid === user.uid} wide={wide} />
      ),
    },
    ...(showsRealName(rows, isAdmin)
      ? [
          {
            key: 'realname',
            title: t('training.rank.colRealName'),
            dataIndex: 'realname',
            width: 110,
            render: (v: string | null) => v || '--',
          },
        ]
      : []),
    {
      key: 'ac',
      title: t('training.rank.colAc'),
      width: 100,
      align: 'center',
      render: (_v, row) => (
        <Link className="training-rank-total" to={rankSubmissionsPath(row.username)}>
          <span className="training-rank-total__ac">{row.ac}</span>
          <span className="training-rank-cell__time">{formatRankTime(row.totalRunTime)}</span>
        </Link>
      ),
    },
    ...problemColumns,
  ];

  const searchBox = (
    <Input.Search
      key={query.keyword}
      className="training-rank__search"
      defaultValue={query.keyword}
      placeholder={t('training.rank.searchPlaceholder')}
      allowClear
      maxLength={255}
      onSearch={(v) => apply(changeRankQuery(query, { keyword: v }))}
      data-testid="training-rank-search"
    />
  );

  return (
    <Card className="training-rank" title={t('training.rank.title')} extra={wide ? searchBox : null} data-testid="training-rank">
      {wide ? null : <div className="training-rank__search-block">{searchBox}</div>}
      <Table<TrainingRankVO>
        className="training-rank__table"
        rowKey="uid"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        loading={rank.isFetching}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (user !== null && row.uid === user.uid ? 'training-rank__own' : '')}
        onRow={(row) => ({ 'data-testid': `training-rank-row-${row.username}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <EmptyState text={query.keyword ? t('training.rank.emptySearch') : t('training.rank.empty')} /> }}
        pagination={{
          current: query.currentPage,
          pageSize: TRAINING_RANK_PAGE_SIZE,
          total: rank.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: wide ? (total) => t('training.rank.total', { total }) : undefined,
          size: wide ? 'medium' : 'small',
          onChange: (currentPage) => apply(changeRankQuery(query, { currentPage })),
        }}
      />
    </Card>
  );
}
