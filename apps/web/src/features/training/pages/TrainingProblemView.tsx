import { useCallback, useMemo } from 'react';
import { Grid } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MyStatusIcon, ProblemStrip, ProblemView } from '@/features/problem/index.ts';
import { getTrainingStrip } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { ScopeProblemFrame } from '@/components/scope/ScopeProblemFrame.tsx';
import { useSession } from '@/session/session.ts';
import { useTrainingScope } from './trainingScope.ts';

/**
 * A training's problem (spec part 2 §2.2, §2.15): the strip of the training's problems, then the
 * bank's problem page submitting with the training's `tid`, so the training records it. Inside the
 * shell, or alone on the focus page.
 */
export function TrainingProblemView({ problemId, fullScreen }: { problemId: string; fullScreen: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const { tid, paths } = useTrainingScope();
  const narrow = Grid.useBreakpoint().md === false;

  const strip = useQuery({ queryKey: trainingKeys.strip(tid, token), queryFn: () => getTrainingStrip(tid) });
  const items = useMemo(
    () =>
      (strip.data ?? []).map((p) => ({
        id: p.problemId,
        label: <span className="training-strip__id">{p.problemId}</span>,
        title: p.title,
        mark: <MyStatusIcon status={p.status} />,
      })),
    [strip.data],
  );

  // A verdict changes the strip's marks, the list's statuses, the progress and the rank.
  const onFinished = useCallback(() => void queryClient.invalidateQueries({ queryKey: trainingKeys.of(tid) }), [queryClient, tid]);
  const pathOf = (id: string) => (fullScreen ? paths.fullScreen(tid, id) : paths.problem(tid, id));
  const fullScreenLink = useMemo(
    () => ({ path: fullScreen ? paths.problem(tid, problemId) : paths.fullScreen(tid, problemId), active: fullScreen }),
    [fullScreen, tid, problemId, paths],
  );
  const list = useMemo(() => ({ path: paths.tab(tid, 'problems'), label: t('training.problem.backToProblems') }), [tid, t, paths]);

  return (
    <ScopeProblemFrame
      className={fullScreen ? 'training-problem training-problem--full' : 'training-problem'}
      testId="training-problem-page"
      strip={
        <ProblemStrip
          items={items}
          current={problemId}
          pathOf={pathOf}
          showTitles={fullScreen && !narrow}
          ariaLabel={t('training.problem.strip')}
          testId="training-problem-strip"
        />
      }
    >
      <ProblemView key={problemId} problemID={problemId} tid={tid} fullScreen={fullScreenLink} list={list} onFinished={onFinished} />
    </ScopeProblemFrame>
  );
}
