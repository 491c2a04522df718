import { useMemo, type ReactNode } from 'react';
import { ContestDeskContext, type ContestDesk } from '@/features/contest/index.ts';
import { useGroupScope } from '../shell/groupScope.ts';
import { AddFromGroupButton } from './AddFromGroupButton.tsx';
import { groupContestApi } from './api.ts';
import { groupContestKeys } from './keys.ts';
import { groupContestPath } from './paths.ts';

/**
 * The contest back office's pages inside a group: the group's calls, back to the tab's admin list.
 * Problems come from the group or the public bank (none is written from here); whoever reaches a
 * contest's page is its creator or the group root, who may also take problems out.
 */
export function GroupContestDesk({ children }: { children: ReactNode }) {
  const { gid } = useGroupScope();
  const desk = useMemo<ContestDesk>(
    () => ({
      name: `group-${gid}`,
      home: groupContestPath.admin(gid),
      listKey: groupContestKeys.of(gid),
      canRemoveProblems: () => true,
      problemActions: (contest) => <AddFromGroupButton cid={contest.id} />,
      api: groupContestApi(gid),
    }),
    [gid],
  );
  return <ContestDeskContext value={desk}>{children}</ContestDeskContext>;
}
