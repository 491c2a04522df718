import { useMemo, useState } from 'react';
import { Button, Card, Grid, Pagination, Progress, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type ProblemListItem } from '@arbiter/contract';
import { DifficultyTag, MyStatusIcon, ProblemTagList, getUserProblemStatus, percent, percentValue } from '@/features/problem/index.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useSession } from '@/session/session.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { getGroupProblemList, groupProblemKeys } from './api.ts';
import { tabModePath } from './modes.ts';

/**
 * The Problem tab (spec part 3 §2.3): the group's public problems with the viewer's status, level,
 * tags (shown on demand) and AC rate; a row opens the problem inside the group. Group admins get
 * Create and the Problem Admin list.
 */
export default function GroupProblemList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const { gid, isAdmin } = useGroupScope();
  const wide = Grid.useBreakpoint().md ?? true;
  const [showTags, setShowTags] = useState(false);
  const [paging, setPaging] = useState<{ currentPage: number; limit: number }>({ currentPage: 1, limit: GROUP_PAGE_SIZES.other });
  const params = { gid, ...paging };
  const list = useQuery({
    queryKey: groupProblemKeys.list(params),
    queryFn: () => getGroupProblemList(params),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.records ?? [], [list.data]);
  const pids = useMemo(() => rows.map((r) => r.pid), [rows]);
  const statuses = useQuery({
    queryKey: ['group', gid, 'problems', 'status', pids, token],
    queryFn: () => getUserProblemStatus({ pidList: pids, isContestProblemList: false, gid }),
    enabled: token !== null && pids.length > 0,
  });

  const columns: TableColumnsType<ProblemListItem> = [
    {
      key: 'status',
      width: 36,
      render: (_: unknown, row) => <MyStatusIcon status={statuses.data?.[String(row.pid)]?.status} />,
    },
    { title: t('groupProblem.list.colId'), dataIndex: 'problemId', width: wide ? 150 : 96, render: (v: string) => <strong>{v}</strong> },
    {
      title: t('groupProblem.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <>
          <span>{v}</span>
          {showTags && !wide ? <ProblemTagList tags={row.tags} /> : null}
        </>
      ),
    },
    {
      title: t('groupProblem.list.colLevel'),
      dataIndex: 'difficulty',
      width: 90,
      responsive: ['sm'],
      render: (v: number) => <DifficultyTag difficulty={v} />,
    },
    ...(showTags && wide
      ? [
          {
            title: t('groupProblem.list.colTags'),
            key: 'tags',
            render: (_: unknown, row: ProblemListItem) => <ProblemTagList tags={row.tags} />,
          },
        ]
      : []),
    {
      title: t('groupProblem.list.colAcRate'),
      key: 'acRate',
      width: wide ? 160 : 70,
      render: (_: unknown, row) => (
        <Tooltip title={`${row.ac} / ${row.total}`}>
          {wide ? (
            <Progress
              percent={percentValue(row.ac, row.total)}
              format={() => percent(row.ac, row.total)}
              size="small"
              strokeColor="#52c41a"
            />
          ) : (
            <span>{percent(row.ac, row.total)}</span>
          )}
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      title={t('groupProblem.list.title')}
      data-testid="group-problem-list"
      extra={
        <Space wrap size={8}>
          <Space size={4}>
            <Switch size="small" checked={showTags} onChange={setShowTags} data-testid="group-problem-show-tags" />
            <span>{t('groupProblem.list.showTags')}</span>
          </Space>
          {isAdmin ? (
            <>
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(tabModePath(gid, 'create'))}
                data-testid="group-problem-create"
              >
                {t('groupProblem.list.create')}
              </Button>
              <Button
                size="small"
                icon={<SettingOutlined />}
                onClick={() => void navigate(tabModePath(gid, 'admin'))}
                data-testid="group-problem-admin-toggle"
              >
                {t('groupProblem.list.adminMode')}
              </Button>
            </>
          ) : null}
        </Space>
      }
    >
      <Table<ProblemListItem>
        rowKey="pid"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        rowClassName="clickable-row"
        onRow={(row) => ({ onClick: () => void navigate(groupPath.problem(gid, row.problemId)) })}
        locale={{ emptyText: <EmptyState text={t('groupProblem.list.empty')} /> }}
      />
      {(list.data?.total ?? 0) > paging.limit ? (
        <Pagination
          className="group-problem__pager"
          size="small"
          current={paging.currentPage}
          pageSize={paging.limit}
          total={list.data?.total ?? 0}
          onChange={(currentPage, limit) => setPaging({ currentPage, limit })}
        />
      ) : null}
    </Card>
  );
}
