import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Result, Skeleton, Tabs, Tooltip } from 'antd';
import { BarChartOutlined, HomeOutlined, OrderedListOutlined } from '@ant-design/icons';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrainingHeader } from '../components/TrainingHeader.tsx';
import { TAB_PIECE, tabOfPath, visibleTabs, type TrainingTab } from '../components/trainingRules.ts';
import { TrainingScopeProvider } from './TrainingScopeProvider.tsx';
import { parseTrainingId, trainingPath, useTrainingScope } from './trainingScope.ts';
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
  const { tid } = useTrainingScope();
  return (
    <Result
      status="404"
      title={t('training.unavailable.tabTitle')}
      subTitle={t('training.unavailable.tabText')}
      data-testid="training-tab-unavailable"
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate(trainingPath.root(tid))}>
          {t('training.unavailable.backToIntroduction')}
        </Button>
      }
    />
  );
}

function TabFallback() {
  return <Skeleton active paragraph={{ rows: 6 }} className="training-shell__loading" />;
}

function ShellView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tid, training, access } = useTrainingScope();
  const rest = useParams()['*'] ?? '';
  const current = tabOfPath(rest);
  const tabs = visibleTabs(training.auth);
  const onProblem = rest.startsWith('problem/') && current === 'problems';

  let body: ReactNode;
  if (current === null || !tabs.includes(current)) body = <TabUnavailable />;
  // Without access only the introduction opens: it holds the password form.
  else if (current !== 'introduction' && !access) body = <Navigate to={trainingPath.root(tid)} replace />;
  else {
    body = (
      <Suspense fallback={<TabFallback />}>
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
    <div className="page training-shell" data-testid="training-shell">
      <TrainingHeader training={training} compact={onProblem} />
      <Tabs
        className="training-shell__tabs"
        activeKey={current ?? ''}
        onChange={(key) => void navigate(trainingPath.tab(tid, TAB_PIECE[key as TrainingTab]))}
        items={tabs.map((key) => {
          const disabled = key !== 'introduction' && !access;
          const label = (
            <span data-testid={`training-tab-${key}`}>
              {TAB_ICON[key]} {t(`training.tabs.${key}`)}
            </span>
          );
          return { key, disabled, label: disabled ? <Tooltip title={t('training.tabs.disabled')}>{label}</Tooltip> : label };
        })}
      />
      <div className="training-shell__body">{body}</div>
    </div>
  );
}

/** /training/:trainingID/* — the training shell: header, tabs and the tab's screen (spec part 2 §2.15). */
export default function TrainingShell() {
  const tid = parseTrainingId(useParams().trainingID);
  return (
    <TrainingScopeProvider key={tid} tid={tid}>
      <ShellView />
    </TrainingScopeProvider>
  );
}
