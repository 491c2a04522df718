import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import {
  BarChartOutlined,
  CommentOutlined,
  FileDoneOutlined,
  FundProjectionScreenOutlined,
  DiffOutlined,
  HistoryOutlined,
  HomeOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PrinterOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SafetyCertificateOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestStatus } from '@arbiter/contract';
import { useWebsiteConfig } from '@/api/queries.ts';
import { ScopeShell, ScopeTabFallback, ScopeTabUnavailable } from '@/components/scope/ScopeShell.tsx';
import { ContestHeader } from '../components/ContestHeader.tsx';
import { tabOfPath, visibleTabs, type ContestTab } from '../components/contestRules.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { ContestScopeProvider } from './ContestScopeProvider.tsx';
import { contestPath, useContestScope } from './contestScope.ts';
import { parseContestId } from './contestId.ts';
import { useAnnouncementPoll } from './useAnnouncementPoll.ts';
import { VirtualBanner } from '../virtual/VirtualBanner.tsx';
import './contest.css';

const ContestOverview = lazy(() => import('./ContestOverview.tsx'));
const ContestProblemList = lazy(() => import('./ContestProblemList.tsx'));
const ContestProblemDetails = lazy(() => import('./ContestProblemDetails.tsx'));
const ContestSubmissions = lazy(() => import('./ContestSubmissions.tsx'));
const ContestSubmissionDetails = lazy(() => import('./ContestSubmissionDetails.tsx'));
const ContestAnnouncements = lazy(() => import('./ContestAnnouncements.tsx'));
const ContestClarifications = lazy(() => import('./ContestClarifications.tsx'));
const ContestComment = lazy(() => import('./ContestComment.tsx'));
const ContestPrint = lazy(() => import('./ContestPrint.tsx'));
const ContestAdminHelper = lazy(() => import('./ContestAdminHelper.tsx'));
const ContestAdminPrint = lazy(() => import('./ContestAdminPrint.tsx'));
const ContestRejudge = lazy(() => import('./ContestRejudge.tsx'));
const ContestSimilarity = lazy(() => import('./ContestSimilarity.tsx'));
const ContestVirtual = lazy(() => import('../virtual/ContestVirtual.tsx'));
// The boards belong to the scoreboard area.
const ContestRankTab = lazy(() => import('../scoreboard/ContestRankTab.tsx'));
const ScrollBoardSetup = lazy(() => import('../scoreboard/ScrollBoardSetup.tsx'));

type TabLabel =
  | 'overview'
  | 'problems'
  | 'submissions'
  | 'rank'
  | 'announcements'
  | 'clarifications'
  | 'virtual'
  | 'comment'
  | 'print'
  | 'acInfo'
  | 'adminPrint'
  | 'similarity'
  | 'rejudge'
  | 'scrollBoard';

const TAB_LOOK: Record<ContestTab, { icon: ReactNode; label: TabLabel }> = {
  overview: { icon: <HomeOutlined />, label: 'overview' },
  problems: { icon: <OrderedListOutlined />, label: 'problems' },
  submissions: { icon: <UnorderedListOutlined />, label: 'submissions' },
  rank: { icon: <BarChartOutlined />, label: 'rank' },
  announcements: { icon: <NotificationOutlined />, label: 'announcements' },
  clarifications: { icon: <QuestionCircleOutlined />, label: 'clarifications' },
  virtual: { icon: <HistoryOutlined />, label: 'virtual' },
  comment: { icon: <CommentOutlined />, label: 'comment' },
  print: { icon: <PrinterOutlined />, label: 'print' },
  'ac-info': { icon: <SafetyCertificateOutlined />, label: 'acInfo' },
  'admin-print': { icon: <FileDoneOutlined />, label: 'adminPrint' },
  similarity: { icon: <DiffOutlined />, label: 'similarity' },
  rejudge: { icon: <RedoOutlined />, label: 'rejudge' },
  'scroll-board': { icon: <FundProjectionScreenOutlined />, label: 'scrollBoard' },
};

function TabUnavailable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid } = useContestScope();
  return (
    <ScopeTabUnavailable
      status="403"
      title={t('contest.unavailable.tabTitle')}
      text={t('contest.unavailable.tabText')}
      backLabel={t('contest.unavailable.backToOverview')}
      onBack={() => void navigate(contestPath.root(cid))}
      testId="contest-tab-unavailable"
    />
  );
}

/** A switched-off comment area sends the visitor home with a no-access message (spec part 2 §2.7). */
function CommentClosed() {
  const { t } = useTranslation();
  useEffect(() => toast.error(t('contest.comment.closed')), [t]);
  return <Navigate to="/home" replace />;
}

function ShellView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useContestScope();
  const { cid, contest, status, menuDisabled } = scope;
  const { user } = useSession();
  const { config, loaded } = useWebsiteConfig();
  const rest = useParams()['*'] ?? '';
  const current = tabOfPath(rest);
  const tabs = visibleTabs({
    type: contest.type,
    openPrint: contest.openPrint,
    isAdmin: scope.isAdmin,
    isRoot: scope.isRoot,
    openContestComment: config.openContestComment,
    signedIn: user !== null,
    ended: status === ContestStatus.ENDED,
  });
  useAnnouncementPoll(cid, user?.uid ?? null, !menuDisabled, current === 'announcements');

  const disabledReason = status === ContestStatus.SCHEDULED ? t('contest.tabs.disabledScheduled') : t('contest.tabs.disabledPrivate');
  const onProblem = rest.startsWith('problem/') && current === 'problems';

  let body: ReactNode;
  if (current === null) body = <TabUnavailable />;
  else if (current === 'comment' && loaded && !config.openContestComment) body = <CommentClosed />;
  else if (current !== 'overview' && !tabs.includes(current) && (current !== 'comment' || loaded)) body = <TabUnavailable />;
  else if (current !== 'overview' && menuDisabled) body = <Navigate to={contestPath.root(cid)} replace />;
  else {
    body = (
      <Suspense fallback={<ScopeTabFallback />}>
        <Routes>
          <Route index element={<ContestOverview />} />
          <Route path="problems" element={<ContestProblemList />} />
          <Route path="problem/:problemID" element={<ContestProblemDetails />} />
          <Route path="problem/:problemID/submission-detail/:submitID" element={<ContestSubmissionDetails />} />
          <Route path="submissions" element={<ContestSubmissions />} />
          <Route path="rank" element={<ContestRankTab contest={contest} />} />
          <Route path="announcements" element={<ContestAnnouncements />} />
          <Route path="clarifications" element={<ContestClarifications />} />
          <Route path="virtual" element={<ContestVirtual />} />
          <Route path="comment" element={<ContestComment />} />
          <Route path="print" element={<ContestPrint />} />
          <Route path="ac-info" element={<ContestAdminHelper />} />
          <Route path="admin-print" element={<ContestAdminPrint />} />
          <Route path="similarity" element={<ContestSimilarity />} />
          <Route path="rejudge" element={<ContestRejudge />} />
          <Route path="scroll-board" element={<ScrollBoardSetup contest={contest} />} />
          <Route path="*" element={<TabUnavailable />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <ScopeShell
      testId="contest-shell"
      header={<ContestHeader contest={contest} offset={scope.offset} status={status} compact={onProblem} />}
      tabs={tabs.map((key) => ({
        key,
        icon: TAB_LOOK[key].icon,
        label: t(`contest.tabs.${TAB_LOOK[key].label}`),
        disabled: key !== 'overview' && menuDisabled,
      }))}
      activeKey={current}
      onTabChange={(key) => void navigate(contestPath.tab(cid, key === 'overview' ? '' : key))}
      disabledReason={disabledReason}
      tabTestIdPrefix="contest-tab"
      // Twelve tabs fit one row at 1280 px with a narrower gap; under that they scroll.
      tabBarGutter={14}
    >
      {status === ContestStatus.ENDED && user && current !== 'virtual' ? <VirtualBanner /> : null}
      {body}
    </ScopeShell>
  );
}

/** /contest/:contestID/* — the contest shell: header, tabs and the tab's screen (spec part 2 §2.7). */
export default function ContestShell() {
  const cid = parseContestId(useParams().contestID);
  return (
    <ContestScopeProvider key={cid} cid={cid}>
      <ShellView />
    </ContestScopeProvider>
  );
}
