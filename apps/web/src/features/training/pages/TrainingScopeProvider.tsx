import { useCallback, type ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultStatus, TrainingAuth } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { getTrainingAccess, getTrainingDetail } from '../api/training.ts';
import { trainingKeys } from '../api/keys.ts';
import { isTrainingAdmin } from '../components/trainingRules.ts';
import { useSession } from '@/session/session.ts';
import { TrainingScopeContext, type TrainingScope } from './trainingScope.ts';

type Unavailable = 'notFound' | 'forbidden' | 'failed';

function unavailableKind(error: unknown): Unavailable {
  if (error instanceof ApiError) {
    if (error.httpStatus === 404 || error.status === ResultStatus.NOT_FOUND) return 'notFound';
    if (error.httpStatus === 403 || error.status === ResultStatus.FORBIDDEN) return 'forbidden';
  }
  return 'failed';
}

function TrainingUnavailable({ kind, onRetry }: { kind: Unavailable; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={kind === 'notFound' ? '404' : kind === 'forbidden' ? '403' : 'warning'}
      title={t(`training.unavailable.${kind}Title`)}
      subTitle={t(`training.unavailable.${kind}Text`)}
      data-testid="training-unavailable"
      data-kind={kind}
      extra={[
        <Button key="list" type="primary" icon={<UnorderedListOutlined />} onClick={() => void navigate('/training')}>
          {t('training.unavailable.backToList')}
        </Button>,
        kind === 'failed' ? (
          <Button key="retry" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
            {t('common.back')}
          </Button>
        ),
      ]}
    />
  );
}

/**
 * Loads a training and the viewer's access, and gives every screen inside it the same view of
 * them (spec part 2 §2.15, §4 Training). A public training needs no access call.
 */
export function TrainingScopeProvider({ tid, children }: { tid: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, user } = useSession();

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

  if (tid <= 0) return <TrainingUnavailable kind="notFound" onRetry={() => undefined} />;
  if (detail.isError && !training)
    return <TrainingUnavailable kind={unavailableKind(detail.error)} onRetry={() => void detail.refetch()} />;
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
    isAdmin: isTrainingAdmin(training, user),
    refresh,
  };
  return <TrainingScopeContext.Provider value={scope}>{children}</TrainingScopeContext.Provider>;
}
