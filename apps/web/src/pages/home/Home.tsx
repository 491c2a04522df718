import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/queries.ts';
import { AnnouncementPanel } from '../../components/announcement/AnnouncementPanel.tsx';
import { DailyQuote } from './widgets/DailyQuote.tsx';
import { HomeCarousel } from './widgets/HomeCarousel.tsx';
import { LastWeekStatistics } from './widgets/LastWeekStatistics.tsx';
import { Partners } from './widgets/Partners.tsx';
import { RecentContests } from './widgets/RecentContests.tsx';
import { RecentProblems } from './widgets/RecentProblems.tsx';
import { RemoteJudges } from './widgets/RemoteJudges.tsx';
import { SevenDayRank } from './widgets/SevenDayRank.tsx';
import { ClockCard, CspCountdown } from './widgets/TimeWidgets.tsx';
import './home.css';

/** The home page (spec part 1 §1, §2.5). */
export default function Home() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  return (
    <div className="page home" data-testid="home-page">
      <h1 className="home__welcome" data-testid="home-welcome">
        {t('home.welcome', { name: config.shortName || t('app.shortName') })}
      </h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <div className="stack">
            <HomeCarousel />
            <AnnouncementPanel />
            <RecentContests />
            <LastWeekStatistics />
            <RecentProblems />
          </div>
        </Col>
        <Col xs={24} lg={8}>
          <div className="stack">
            <CspCountdown />
            <ClockCard />
            <DailyQuote />
            <SevenDayRank />
            <RemoteJudges />
          </div>
        </Col>
        <Col span={24}>
          <Partners />
        </Col>
      </Row>
    </div>
  );
}
