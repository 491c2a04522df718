import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus, type ContestVO } from '@arbiter/contract';
import { UnavailableResult } from '@/components/common/UnavailableResult.tsx';
import { unavailableKind } from '@/components/common/unavailableKind.ts';
import { getContestAccess, getContestInfo } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { ContestPasswordDialog } from '../components/ContestPasswordForm.tsx';
import { roleFlags, useSession } from '@/session/session.ts';
import { clockOffset, msToNextChange, statusAt } from '../components/contestClock.ts';
import {
  contestMenuDisabled,
  hasRealTimePermission,
  isContestAdmin,
  maySubmitWithoutPassword,
  submitBlock,
} from '../components/contestRules.ts';
import { ContestScopeContext, type ContestScope } from './contestScope.ts';
import { useVirtualRun } from '../virtual/useVirtualRun.ts';

/**
 * The server's time, re-read only when something the shell shows changes by itself (the start, the
 * seal, the end), so the whole contest does not re-render every second.
 */
function useChangingNow(contest: ContestVO | undefined, offset: number): number {
  const [, setTick] = useState(0);
  const now = Date.now() + offset;
  useEffect(() => {
    if (!contest) return;
    const wait = msToNextChange(contest, Date.now() + offset);
    if (wait === null) return;
    // A little late rather than early, so the new status is already true when it renders.
    const timer = window.setTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => window.clearTimeout(timer);
  });
  return now;
}

/**
 * Loads a contest and the viewer's access, and gives every screen inside it the same view of the
 * clock, the viewer's rights and the password dialog (spec part 2 §2.7, §4, §6).
 */
export function ContestScopeProvider({ cid, children }: { cid: number; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const { isRoot } = roleFlags(user);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const info = useQuery({ queryKey: contestKeys.info(cid, token), queryFn: () => getContestInfo(cid), enabled: cid > 0 });
  const contest = info.data;
  // Public contests need no access call (spec part 2 §6).
  const accessNeeded = contest !== undefined && contest.auth !== ContestAuth.PUBLIC;
  const accessQuery = useQuery({
    queryKey: contestKeys.access(cid, token),
    queryFn: () => getContestAccess(cid),
    enabled: accessNeeded,
  });
  const offset = useMemo(() => (contest ? clockOffset(contest.now, info.dataUpdatedAt) : 0), [contest, info.dataUpdatedAt]);
  const now = useChangingNow(contest, offset);
  // A user sitting the ended contest virtually submits to their run.
  const virtual = useVirtualRun(cid, contest ? statusAt(contest, now) : ContestStatus.SCHEDULED);
  const virtualRun = virtual.data?.run;
  const virtualRunning = virtualRun !== undefined && virtualRun !== null && now < new Date(virtualRun.endTime).getTime();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contestKeys.of(cid) });
  }, [queryClient, cid]);
  const askPassword = useCallback(() => setPasswordOpen(true), []);

  if (cid <= 0 || (info.isError && !contest)) {
    return (
      <UnavailableResult
        kind={cid <= 0 ? 'notFound' : unavailableKind(info.error)}
        words={t('contest.unavailable', { returnObjects: true })}
        list={{ path: '/contest' }}
        onRetry={() => void info.refetch()}
        testId="contest-unavailable"
      />
    );
  }
  if (!contest || (accessNeeded && accessQuery.isPending)) {
    return (
      <div className="page contest-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const isAdmin = isContestAdmin(contest, user);
  const access = !accessNeeded || accessQuery.data?.access === true;
  const status = statusAt(contest, now);
  const scope: ContestScope = {
    cid,
    contest,
    offset,
    status,
    isAdmin,
    isRoot,
    access,
    menuDisabled: contestMenuDisabled({ status, auth: contest.auth, isAdmin, access }),
    realTime: hasRealTimePermission(contest, isAdmin, now),
    submitBlock: submitBlock({ status, allowEndSubmit: contest.allowEndSubmit, isAdmin, loggedIn: token !== null, virtualRunning }),
    maySubmit: maySubmitWithoutPassword({ auth: contest.auth, isAdmin, access }),
    askPassword,
    refresh,
  };

  return (
    <ContestScopeContext.Provider value={scope}>
      {children}
      <ContestPasswordDialog
        cid={cid}
        open={passwordOpen}
        lead={contest.auth === ContestAuth.PRIVATE ? t('contest.password.privateLead') : t('contest.password.protectedLead')}
        onClose={() => setPasswordOpen(false)}
        onRegistered={refresh}
      />
    </ContestScopeContext.Provider>
  );
}
