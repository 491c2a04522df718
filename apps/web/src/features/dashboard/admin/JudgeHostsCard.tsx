import { Card, Grid, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import type { JudgeHostVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { formatTime } from '@/utils/time.ts';
import { getJudgeHosts } from '../api/dashboard.ts';
import { dashboardKeys } from '../api/keys.ts';
import { LoadBar } from './LoadBar.tsx';
import { useLiveQuery } from './useLiveQuery.ts';

dayjs.extend(relativeTimePlugin);

/**
 * Every judge host that has registered: available, faulty when not heard from for a lease (spec
 * part 3 §2.4), or asleep (the server's own host, stopped while idle and woken by work).
 */
export function JudgeHostsCard() {
  const { t } = useTranslation();
  const query = useLiveQuery(dashboardKeys.judges, getJudgeHosts);
  // Phones get the loads as text, so that name, status, loads and heartbeat fit without scrolling.
  const narrow = !(Grid.useBreakpoint().sm ?? window.innerWidth >= 576);
  // Seconds count here: a host turns faulty after 30 of them, which "a few seconds ago" would hide.
  const heardText = (at: string) => {
    const seconds = dayjs().diff(at, 'second');
    return seconds < 60 ? t('dashboard.judges.secondsAgo', { count: Math.max(0, seconds) }) : dayjs(at).fromNow();
  };
  const columns: TableColumnsType<JudgeHostVO> = [
    { title: t('dashboard.judges.name'), dataIndex: 'name', key: 'name', render: (name: string) => <strong>{name}</strong> },
    {
      title: t('dashboard.judges.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: JudgeHostVO['status']) =>
        status === 'available' ? (
          <Tag color="success">{t('dashboard.judges.available')}</Tag>
        ) : status === 'asleep' ? (
          <Tooltip title={t('dashboard.judges.asleepHint')}>
            <Tag color="processing">{t('dashboard.judges.asleep')}</Tag>
          </Tooltip>
        ) : (
          <Tooltip title={t('dashboard.judges.faultyHint')}>
            <Tag color="error">{t('dashboard.judges.faulty')}</Tag>
          </Tooltip>
        ),
    },
    {
      title: t('dashboard.judges.address'),
      dataIndex: 'address',
      key: 'address',
      responsive: ['md'],
      render: (address: string | null) => <span className="admin-mono">{address ?? '-'}</span>,
    },
    {
      title: t('dashboard.judges.languages'),
      dataIndex: 'languages',
      key: 'languages',
      responsive: ['md'],
      render: (languages: string[]) => (
        <Tooltip title={languages.join(', ')}>
          <Tag>{t('dashboard.judges.languageCount', { count: languages.length })}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('dashboard.judges.workers'),
      key: 'workers',
      responsive: ['sm'],
      render: (_: unknown, host) => `${host.workers} / ${host.busy}`,
    },
    {
      title: t('dashboard.judges.cpu'),
      dataIndex: 'cpuLoad',
      key: 'cpu',
      width: narrow ? undefined : 130,
      render: (v: number | null) => <LoadBar fraction={v} compact={narrow} />,
    },
    {
      title: t('dashboard.judges.memory'),
      dataIndex: 'memoryLoad',
      key: 'memory',
      width: 130,
      responsive: ['sm'],
      render: (v: number | null) => <LoadBar fraction={v} />,
    },
    {
      title: t('dashboard.judges.lastSeen'),
      dataIndex: 'lastSeenAt',
      key: 'lastSeen',
      render: (at: string) => (
        <Tooltip title={formatTime(at)}>
          <time dateTime={at}>{heardText(at)}</time>
        </Tooltip>
      ),
    },
  ];
  return (
    <Card className="dashboard-card" title={t('dashboard.judges.title')} data-testid="dashboard-judges">
      <Table<JudgeHostVO>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState text={query.isError ? t('dashboard.loadFailed') : t('dashboard.judges.none')} /> }}
      />
    </Card>
  );
}
