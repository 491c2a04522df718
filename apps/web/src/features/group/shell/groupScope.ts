import { createContext, useContext } from 'react';
import { GroupLevel, type Group } from '@arbiter/contract';

/**
 * What every screen inside a group knows about it and about the viewer (GroupScopeProvider fills
 * it). The level is what get-group-auth answers, with the owner and a super admin counted as root:
 * the server decides every call again, this only chooses what to show.
 */
export interface GroupScope {
  gid: number;
  group: Group;
  /** 0 none, 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
  level: number;
  isMember: boolean;
  isAdmin: boolean;
  isRoot: boolean;
  /** The owner or a super admin: may disband and set any level. */
  isOwner: boolean;
  /** Reads the group, the level and its lists again (after joining, leaving, a change). */
  refresh: () => void;
}

export const GroupScopeContext = createContext<GroupScope | null>(null);

export function useGroupScope(): GroupScope {
  const scope = useContext(GroupScopeContext);
  if (!scope) throw new Error('useGroupScope is used outside a group');
  return scope;
}

export function scopeOf(gid: number, group: Group, level: number, isOwner: boolean, refresh: () => void): GroupScope {
  return {
    gid,
    group,
    level,
    isMember: level >= GroupLevel.MEMBER,
    isAdmin: level >= GroupLevel.ADMIN,
    isRoot: level >= GroupLevel.ROOT,
    isOwner,
    refresh,
  };
}

/** A positive id from a route piece; 0 when it is not one (the screen then says the group does not exist). */
export function parseGroupId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The group's own paths. */
export const groupPath = {
  root: (gid: number) => `/group/${gid}`,
  tab: (gid: number, piece: string) => (piece ? `/group/${gid}/${piece}` : `/group/${gid}`),
  problem: (gid: number, problemId: string) => `/group/${gid}/problem/${encodeURIComponent(problemId)}`,
  fullScreen: (gid: number, problemId: string) => `/group/${gid}/problem/${encodeURIComponent(problemId)}/full-screen`,
  training: (gid: number, tid: number) => `/group/${gid}/training/${tid}`,
  submission: (gid: number, submitId: number) => `/group/${gid}/submission-detail/${submitId}`,
  discussion: (gid: number, did: number) => `/group/${gid}/discussion-detail/${did}`,
};
