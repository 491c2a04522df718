import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { FileTextOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardInfoVO } from '@arbiter/contract';

/** The three counts of hoj's dashboard: users, contests within 14 days, submissions today. */
export function CountCards({ info, loading }: { info: DashboardInfoVO | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const counts: { key: string; label: string; value: number | undefined; icon: ReactNode; color: string }[] = [
    { key: 'users', label: t('dashboard.counts.users'), value: info?.userNum, icon: <TeamOutlined />, color: '#8c8c8c' },
    {
      key: 'contests',
      label: t('dashboard.counts.recentContests'),
      value: info?.recentContestNum,
      icon: <TrophyOutlined />,
      color: '#1677ff',
    },
    {
      key: 'submissions',
      label: t('dashboard.counts.todaySubmissions'),
      value: info?.todayJudgeNum,
      icon: <FileTextOutlined />,
      color: '#52c41a',
    },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-counts">
      {counts.map((c) => (
        <Col key={c.key} xs={24} sm={8}>
          <Card size="small" className="dashboard-count" data-testid={`dashboard-count-${c.key}`}>
            <span className="dashboard-count__icon" style={{ color: c.color, background: `${c.color}1a` }} aria-hidden>
              {c.icon}
            </span>
            <Statistic title={c.label} value={c.value ?? 0} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
