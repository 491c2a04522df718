import { useCallback, useMemo, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@arbiter/contract';
import { UnavailableResult } from '@/components/common/UnavailableResult.tsx';
import { unavailableKind } from '@/components/common/unavailableKind.ts';
import { getTrainingAccess, getTrainingDetail } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { isTrainingAdmin } from '../components/trainingRules.ts';
import { useSession } from '@/session/session.ts';
import { TrainingScopeContext, trainingPathsOf, type TrainingScope } from './trainingScope.ts';

/**
 * Loads a training and the viewer's access, and gives every screen inside it the same view of
 * them (spec part 2 §2.15, §4 Training). A public training needs no access call.
 */
export function TrainingScopeProvider({
  tid,
  base = '/training',
  admin = false,
  children,
}: {
  tid: number;
  base?: string;
  /** The viewer administers the training whoever made it (a root of the training's group). */
  admin?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  // One object per base, so the screens' memos keep while the training reloads.
  const paths = useMemo(() => trainingPathsOf(base), [base]);

  const detail = useQuery({ queryKey: trainingKeys.detail(tid, token), queryFn: () => getTrainingDetail(tid), enabled: tid > 0 });
  const training = detail.data;
  const accessNeeded = training !== undefined && training.auth !== TrainingAuth.PUBLIC;
  const accessQuery = useQuery({
    queryKey: trainingKeys.access(tid, token),
    queryFn: () => getTrainingAccess(tid),
    enabled: accessNeeded,
  });

  // Registering changes the access, the progress, the problem list and the rank at once.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trainingKeys.of(tid) });
  }, [queryClient, tid]);

  if (tid <= 0 || (detail.isError && !training)) {
    return (
      <UnavailableResult
        kind={tid <= 0 ? 'notFound' : unavailableKind(detail.error)}
        words={t('training.unavailable', { returnObjects: true })}
        list={{ path: base }}
        onRetry={() => void detail.refetch()}
        testId="training-unavailable"
      />
    );
  }
  if (!training || (accessNeeded && accessQuery.isPending)) {
    return (
      <div className="page training-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const scope: TrainingScope = {
    tid,
    training,
    access: !accessNeeded || accessQuery.data?.access === true,
    isAdmin: admin || isTrainingAdmin(training, user),
    refresh,
    paths,
  };
  return <TrainingScopeContext.Provider value={scope}>{children}</TrainingScopeContext.Provider>;
}
