import { Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDashboardInfo } from '../api/dashboard.ts';
import { dashboardKeys } from '../api/keys.ts';
import { CountCards } from './CountCards.tsx';
import { JudgeHostsCard } from './JudgeHostsCard.tsx';
import { PreviousLoginCard } from './PreviousLoginCard.tsx';
import { ServerCard } from './ServerCard.tsx';
import { SubmissionsCard } from './SubmissionsCard.tsx';
import './dashboard.css';

/** Where /admin lands (hoj-api §13.1, spec part 3 §2.4): counts, the previous login, submissions, the server and the judge hosts. */
export default function Dashboard() {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: dashboardKeys.info, queryFn: getDashboardInfo });
  return (
    <div className="admin-page" data-testid="admin-dashboard">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('dashboard.title')}</h1>
        <span className="dashboard-hint">{t('dashboard.refreshHint')}</span>
      </div>
      <CountCards info={info.data} loading={info.isPending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <PreviousLoginCard />
        </Col>
        <Col xs={24} lg={16}>
          <SubmissionsCard days={info.data?.submissionsByDay} loading={info.isPending} failed={info.isError} />
        </Col>
      </Row>
      <ServerCard />
      <JudgeHostsCard />
    </div>
  );
}
