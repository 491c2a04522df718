import { Suspense, lazy, type ReactNode } from 'react';
import { BarChartOutlined, HomeOutlined, OrderedListOutlined } from '@ant-design/icons';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeShell, ScopeTabFallback, ScopeTabUnavailable } from '@/components/scope/ScopeShell.tsx';
import { TrainingHeader } from '../components/TrainingHeader.tsx';
import { TAB_PIECE, tabOfPath, visibleTabs, type TrainingTab } from '../components/trainingRules.ts';
import { TrainingScopeProvider } from './TrainingScopeProvider.tsx';
import { parseTrainingId, useTrainingScope } from './trainingScope.ts';
import './training.css';

const TrainingIntroduction = lazy(() => import('./TrainingIntroduction.tsx'));
const TrainingProblemList = lazy(() => import('./TrainingProblemList.tsx'));
const TrainingProblemDetails = lazy(() => import('./TrainingProblemDetails.tsx'));
const TrainingRank = lazy(() => import('./TrainingRank.tsx'));

const TAB_ICON: Record<TrainingTab, ReactNode> = {
  introduction: <HomeOutlined />,
  problems: <OrderedListOutlined />,
  rank: <BarChartOutlined />,
};

function TabUnavailable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tid, paths } = useTrainingScope();
  return (
    <ScopeTabUnavailable
      status="404"
      title={t('training.unavailable.tabTitle')}
      text={t('training.unavailable.tabText')}
      backLabel={t('training.unavailable.backToIntroduction')}
      onBack={() => void navigate(paths.root(tid))}
      testId="training-tab-unavailable"
    />
  );
}

function ShellView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tid, training, access, paths } = useTrainingScope();
  const rest = useParams()['*'] ?? '';
  const current = tabOfPath(rest);
  const tabs = visibleTabs(training.auth);
  const onProblem = rest.startsWith('problem/') && current === 'problems';

  let body: ReactNode;
  if (current === null || !tabs.includes(current)) body = <TabUnavailable />;
  // Without access only the introduction opens: it holds the password form.
  else if (current !== 'introduction' && !access) body = <Navigate to={paths.root(tid)} replace />;
  else {
    body = (
      <Suspense fallback={<ScopeTabFallback />}>
        <Routes>
          <Route index element={<TrainingIntroduction />} />
          <Route path="problems" element={<TrainingProblemList />} />
          <Route path="problem/:problemID" element={<TrainingProblemDetails />} />
          <Route path="rank" element={<TrainingRank />} />
          <Route path="*" element={<TabUnavailable />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <ScopeShell
      testId="training-shell"
      header={<TrainingHeader training={training} compact={onProblem} />}
      tabs={tabs.map((key) => ({
        key,
        icon: TAB_ICON[key],
        label: t(`training.tabs.${key}`),
        disabled: key !== 'introduction' && !access,
      }))}
      activeKey={current}
      onTabChange={(key) => void navigate(paths.tab(tid, TAB_PIECE[key]))}
      disabledReason={t('training.tabs.disabled')}
      tabTestIdPrefix="training-tab"
    >
      {body}
    </ScopeShell>
  );
}

/**
 * The training shell under a base path: header, tabs and the tab's screen (spec part 2 §2.15). A
 * group shows its trainings through it under /group/{gid}/training, its roots as the trainings' admins.
 */
export function TrainingShellAt({ base, admin = false }: { base: string; admin?: boolean }) {
  const tid = parseTrainingId(useParams().trainingID);
  return (
    <TrainingScopeProvider key={tid} tid={tid} base={base} admin={admin}>
      <ShellView />
    </TrainingScopeProvider>
  );
}

/** /training/:trainingID/* — a site training. */
export default function TrainingShell() {
  return <TrainingShellAt base="/training" />;
}
