import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserProblemStatusMap } from '@arbiter/contract';
import { getContestProblems } from './contest.ts';
import { contestKeys } from './keys.ts';
import { getUserProblemStatus } from '@/features/problem/index.ts';
import { useSession } from '@/session/session.ts';
import { useContestScope } from '../pages/contestScope.ts';

/** The contest's problems and the user's status on each (the problem list and the problem strip share them). */
export function useContestProblems() {
  const { cid, menuDisabled } = useContestScope();
  const { token } = useSession();
  const problems = useQuery({
    queryKey: contestKeys.problems(cid, token),
    queryFn: () => getContestProblems(cid),
    enabled: !menuDisabled,
  });
  const pids = useMemo(() => (problems.data ?? []).map((p) => p.pid), [problems.data]);
  const statuses = useQuery({
    queryKey: contestKeys.problemStatus(cid, pids, token),
    queryFn: () => getUserProblemStatus({ pidList: pids, isContestProblemList: true, cid }),
    enabled: token !== null && pids.length > 0,
  });
  const mine: UserProblemStatusMap = statuses.data ?? {};
  return { problems, mine };
}
