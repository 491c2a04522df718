import { Suspense, type ReactNode } from 'react';
import {
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  HomeOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeShell, ScopeTabFallback, ScopeTabUnavailable } from '@/components/scope/ScopeShell.tsx';
import { useWebsiteConfig } from '@/api/queries.ts';
import { GroupScopeProvider } from './GroupScopeProvider.tsx';
import { GroupSideCard } from './GroupSideCard.tsx';
import { groupPath, parseGroupId, useGroupScope } from './groupScope.ts';
import { TAB_NEED, isWidePath, tabOfPath, visibleTabs, type GroupTabKey } from './tabs.ts';
import { groupPages } from './pages.ts';
import './groupShell.css';

const TAB_ICON: Record<GroupTabKey, ReactNode> = {
  home: <HomeOutlined />,
  problem: <BookOutlined />,
  training: <ReadOutlined />,
  contest: <TrophyOutlined />,
  status: <OrderedListOutlined />,
  discussion: <CommentOutlined />,
  member: <TeamOutlined />,
  announcement: <NotificationOutlined />,
  setting: <SettingOutlined />,
  rank: <BarChartOutlined />,
};

/** The path piece of each tab. */
const TAB_PIECE: Record<GroupTabKey, string> = {
  home: '',
  problem: 'problem',
  training: 'training',
  contest: 'contest',
  status: 'status',
  discussion: 'discussion',
  member: 'member',
  announcement: 'announcement',
  setting: 'setting',
  rank: 'rank',
};

function TabUnavailable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gid } = useGroupScope();
  return (
    <ScopeTabUnavailable
      status="404"
      title={t('group.unavailable.tabTitle')}
      text={t('group.unavailable.tabText')}
      backLabel={t('group.unavailable.backToHome')}
      onBack={() => void navigate(groupPath.root(gid))}
      testId="group-tab-unavailable"
    />
  );
}

function mayEnter(key: GroupTabKey, level: number): boolean {
  const need = TAB_NEED[key];
  if (need === 'none') return true;
  if (need === 'member') return level >= 3;
  if (need === 'admin') return level >= 4;
  return level >= 5;
}

function ShellView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useWebsiteConfig();
  const { gid, group, level } = useGroupScope();
  const rest = useParams()['*'] ?? '';
  const tabs = visibleTabs(level, config.openGroupDiscussion);
  const current = tabOfPath(rest, groupPages);
  const wide = isWidePath(rest, groupPages);

  let body: ReactNode;
  if (current === null || !tabs.includes(current)) body = <TabUnavailable />;
  else if (!mayEnter(current, level)) body = <Navigate to={groupPath.root(gid)} replace />;
  else {
    body = (
      <Suspense fallback={<ScopeTabFallback />}>
        <Routes>
          {groupPages.map(({ path, page: Page }) =>
            path ? <Route key={path} path={path} element={<Page />} /> : <Route key="home" index element={<Page />} />,
          )}
          <Route path="*" element={<TabUnavailable />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <ScopeShell
      testId="group-shell"
      header={
        <h1 className="group-shell__title" data-testid="group-title">
          {group.name}
        </h1>
      }
      tabs={tabs.map((key) => ({ key, icon: TAB_ICON[key], label: t(`group.tabs.${key}`), disabled: !mayEnter(key, level) }))}
      activeKey={current}
      onTabChange={(key) => void navigate(groupPath.tab(gid, TAB_PIECE[key]))}
      disabledReason={t('group.tabs.disabled')}
      tabTestIdPrefix="group-tab"
    >
      {wide ? (
        body
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={18}>
            {body}
          </Col>
          <Col xs={24} lg={6}>
            <GroupSideCard />
          </Col>
        </Row>
      )}
    </ScopeShell>
  );
}

/** /group/:groupID/* — the group shell: its tabs and the tab's screen (spec part 3 §2.3). */
export default function GroupShell() {
  const gid = parseGroupId(useParams().groupID);
  return (
    <GroupScopeProvider key={gid} gid={gid}>
      <ShellView />
    </GroupScopeProvider>
  );
}
