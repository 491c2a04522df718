import { Card, Descriptions, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { getServiceInfo } from '../api/dashboard.ts';
import { dashboardKeys } from '../api/keys.ts';
import { LoadBar } from './LoadBar.tsx';
import { useLiveQuery } from './useLiveQuery.ts';

dayjs.extend(durationPlugin);
dayjs.extend(relativeTimePlugin);

/** The server replica that answered: its address, cores, load, version and database. */
export function ServerCard() {
  const { t } = useTranslation();
  const query = useLiveQuery(dashboardKeys.service, getServiceInfo);
  const info = query.data;
  const self = info?.backupService[0];
  return (
    <Card className="dashboard-card" title={t('dashboard.server.title')} data-testid="dashboard-server">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : info ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'status',
              label: t('dashboard.server.status'),
              children: (
                <Tag color="success" data-testid="dashboard-server-status">
                  {info.nacos.status}
                </Tag>
              ),
            },
            {
              key: 'address',
              label: t('dashboard.server.address'),
              children: <span className="admin-mono">{self ? `${self.host}:${self.port}` : '-'}</span>,
            },
            { key: 'instances', label: t('dashboard.server.instances'), children: info.nacos.instanceCount },
            { key: 'cores', label: t('dashboard.server.cores'), children: info.backupCores },
            { key: 'cpu', label: t('dashboard.server.cpu'), children: <LoadBar fraction={info.cpuLoad} testId="dashboard-server-cpu" /> },
            {
              key: 'memory',
              label: t('dashboard.server.memory'),
              children: <LoadBar fraction={info.memoryLoad} testId="dashboard-server-memory" />,
            },
            { key: 'version', label: t('dashboard.server.version'), children: info.version },
            { key: 'node', label: t('dashboard.server.node'), children: info.nodeVersion },
            { key: 'database', label: t('dashboard.server.database'), children: t(`dashboard.server.${info.database}`) },
            { key: 'uptime', label: t('dashboard.server.uptime'), children: dayjs.duration(info.uptimeSeconds, 'seconds').humanize() },
          ]}
        />
      ) : (
        <EmptyState text={t('dashboard.loadFailed')} />
      )}
    </Card>
  );
}
