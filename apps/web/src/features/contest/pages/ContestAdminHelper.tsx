import { useMemo, useState } from 'react';
import { Button, Card, Grid, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CheckOutlined, FireFilled, ReloadOutlined, SafetyCertificateOutlined, UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AC_INFO_PAGE_SIZE, ADMIN_HELPER_REFRESH_MS, type ContestAcInfoVO } from '@arbiter/contract';
import { checkContestAcInfo, getContestAcInfo } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { BalloonId } from '../components/ContestTags.tsx';
import { formatDuration, formatTime } from '@/utils/time.ts';
import { contestPath, useContestScope } from './contestScope.ts';
import { useContestProblems } from '../api/useContestProblems.ts';

/**
 * The Admin Helper tab (spec part 2 §2.10): every first accept of a user on a problem, refreshed
 * every 10 s, 20 a page, so the staff can bring balloons and mark each one handled.
 */
export default function ContestAdminHelper() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const queryClient = useQueryClient();
  const { cid } = useContestScope();
  const { problems } = useContestProblems();
  const colors = useMemo(() => new Map((problems.data ?? []).map((p) => [p.displayId, p.color])), [problems.data]);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: contestKeys.acInfo(cid, page),
    queryFn: () => getContestAcInfo(cid, page, AC_INFO_PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_HELPER_REFRESH_MS,
  });
  const check = useMutation({
    mutationFn: (row: ContestAcInfoVO) => checkContestAcInfo(row.id, cid, !row.checked),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contestKeys.acInfoOf(cid) }),
  });

  const columns: TableColumnsType<ContestAcInfoVO> = [
    {
      key: 'time',
      title: t('contest.acInfo.colAcTime'),
      dataIndex: 'time',
      render: (v: number, row) => (
        <Tooltip title={formatTime(row.submitTime)}>
          <span className="tabular">{formatDuration(v)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'problem',
      title: t('contest.acInfo.colProblem'),
      dataIndex: 'displayId',
      render: (v: string) => <BalloonId displayId={v} color={colors.get(v) ?? null} />,
    },
    {
      key: 'kind',
      title: t('contest.acInfo.colKind'),
      dataIndex: 'firstBlood',
      render: (first: boolean) =>
        first ? (
          <Tag color="red" icon={<FireFilled />}>
            {t('contest.acInfo.firstBlood')}
          </Tag>
        ) : (
          <Tag color="green">{t('contest.acInfo.accepted')}</Tag>
        ),
    },
    {
      key: 'username',
      title: t('contest.acInfo.colUsername'),
      dataIndex: 'username',
      render: (v: string) => (
        <Tooltip title={t('contest.acInfo.userSubmissions')}>
          <Link to={contestPath.submissions(cid, { username: v })}>{v}</Link>
        </Tooltip>
      ),
    },
    {
      key: 'realname',
      title: t('contest.acInfo.colRealname'),
      dataIndex: 'realname',
      responsive: ['md'],
      render: (v: string | null) => v || '--',
    },
    {
      key: 'checked',
      title: t('contest.acInfo.colChecked'),
      dataIndex: 'checked',
      responsive: ['sm'],
      render: (v: boolean) =>
        v ? <Tag color="success">{t('contest.acInfo.checked')}</Tag> : <Tag color="warning">{t('contest.acInfo.notChecked')}</Tag>,
    },
    {
      key: 'option',
      title: t('contest.acInfo.colOption'),
      render: (_v, row) => (
        <Button
          size="small"
          type={row.checked ? 'default' : 'primary'}
          icon={row.checked ? <UndoOutlined /> : <CheckOutlined />}
          loading={check.isPending && check.variables?.id === row.id}
          onClick={() => check.mutate(row)}
          aria-label={row.checked ? t('contest.acInfo.uncheck') : t('contest.acInfo.checkIt')}
          data-testid={`ac-check-${row.id}`}
        >
          {wide ? (row.checked ? t('contest.acInfo.uncheck') : t('contest.acInfo.checkIt')) : null}
        </Button>
      ),
    },
  ];

  return (
    <Card
      className="contest-ac-info"
      title={
        <span>
          <SafetyCertificateOutlined /> {t('contest.acInfo.title')}
        </span>
      }
      extra={
        <Space size={8}>
          {wide ? <span className="muted">{t('contest.acInfo.autoRefresh')}</span> : null}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            aria-label={t('common.refresh')}
            data-testid="ac-info-refresh"
          >
            {wide ? t('common.refresh') : null}
          </Button>
        </Space>
      }
      data-testid="contest-ac-info"
    >
      <Table<ContestAcInfoVO>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isPending}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.checked ? 'contest-ac-info__row--checked' : '')}
        locale={{ emptyText: <EmptyState text={t('contest.acInfo.empty')} /> }}
        pagination={{
          current: page,
          pageSize: AC_INFO_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          size: 'small',
        }}
      />
    </Card>
  );
}
