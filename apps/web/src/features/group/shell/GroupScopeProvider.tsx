import { useCallback, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UnavailableResult } from '@/components/common/UnavailableResult.tsx';
import { unavailableKind } from '@/components/common/unavailableKind.ts';
import { roleFlags, useSession } from '@/session/session.ts';
import { getGroupAuth, getGroupDetail } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { GroupScopeContext, scopeOf } from './groupScope.ts';

/** Loads a group and the viewer's level, and gives every screen inside it the same view of them. */
export function GroupScopeProvider({ gid, children }: { gid: number; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const detail = useQuery({ queryKey: groupKeys.detail(gid, token), queryFn: () => getGroupDetail(gid), enabled: gid > 0 });
  const auth = useQuery({ queryKey: groupKeys.auth(gid, token), queryFn: () => getGroupAuth(gid), enabled: gid > 0 });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.of(gid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.listOf });
  }, [queryClient, gid]);

  if (gid <= 0 || (detail.isError && !detail.data)) {
    return (
      <UnavailableResult
        kind={gid <= 0 ? 'notFound' : unavailableKind(detail.error)}
        words={t('group.unavailable', { returnObjects: true })}
        list={{ path: '/group' }}
        onRetry={() => void detail.refetch()}
        testId="group-unavailable"
      />
    );
  }
  if (!detail.data || auth.isPending) {
    return (
      <div className="page group-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const group = detail.data;
  const level = auth.data ?? 0;
  const isOwner = user?.uid === group.uid || roleFlags(user).isRoot;
  return <GroupScopeContext.Provider value={scopeOf(gid, group, level, isOwner, refresh)}>{children}</GroupScopeContext.Provider>;
}
