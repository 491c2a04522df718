import { useQuery } from '@tanstack/react-query';
import { ContestStatus } from '@arbiter/contract';
import { getVirtualRun } from '../api/virtual.ts';
import { contestKeys } from '../api/keys.ts';
import { useSession } from '@/session/session.ts';

/**
 * The caller's virtual run of an ended contest (its state, whether they may start one). Asked only
 * signed in and once the contest is over; the shell's banner and the Virtual tab share the answer.
 */
export function useVirtualRun(cid: number, status: number) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: contestKeys.virtualRun(cid, token),
    queryFn: () => getVirtualRun(cid),
    enabled: user !== null && status === ContestStatus.ENDED,
  });
}
