import { useQuery } from '@tanstack/react-query';
import { getTrainingProblems } from './training.ts';
import { trainingKeys } from './keys.ts';
import { useSession } from '@/session/session.ts';
import { useTrainingScope } from '../pages/trainingScope.ts';

/** The training's problems with the user's status on each (the problem list and the rank's columns share them). */
export function useTrainingProblems() {
  const { tid, access } = useTrainingScope();
  const { token } = useSession();
  return useQuery({
    queryKey: trainingKeys.problems(tid, token),
    queryFn: () => getTrainingProblems(tid),
    enabled: access,
  });
}
