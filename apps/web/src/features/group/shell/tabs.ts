import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The group's tabs (spec part 3 §2.3) and who sees or enters each: every tab but Home,
 * Announcement and Setting is closed without group access; Announcement is for group admins,
 * Setting for the group root, Discussion only while the group-discussion switch is on.
 */
const GROUP_TABS = ['home', 'problem', 'training', 'contest', 'status', 'discussion', 'member', 'announcement', 'setting', 'rank'] as const;
export type GroupTabKey = (typeof GROUP_TABS)[number];

/** What a tab needs: shown to all but entered by members, shown to admins only, to roots only. */
export const TAB_NEED: Record<GroupTabKey, 'none' | 'member' | 'admin' | 'root'> = {
  home: 'none',
  problem: 'member',
  training: 'member',
  contest: 'member',
  status: 'member',
  discussion: 'member',
  member: 'member',
  announcement: 'admin',
  setting: 'root',
  rank: 'member',
};

/**
 * One screen inside a group: its path under /group/:groupID/, the tab it belongs to (detail routes
 * highlight their parent), and whether it uses the full width (no side card).
 */
export interface GroupPage {
  path: string;
  tab: GroupTabKey;
  page: LazyExoticComponent<ComponentType> | ComponentType;
  wide?: boolean;
}

/** The tab a path under the group belongs to: its first piece, or Home. */
export function tabOfPath(rest: string, pages: readonly GroupPage[]): GroupTabKey | null {
  const first = rest.split('/')[0] ?? '';
  if (first === '') return 'home';
  const page = pages.find((p) => p.path.split('/')[0] === first);
  return page?.tab ?? null;
}

/** Whether a route pattern under the group (`training/:trainingID/*`) matches a path's pieces. */
export function matchesPattern(pattern: string, pieces: readonly string[]): boolean {
  const want = pattern.split('/');
  const rest = want.at(-1) === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  if (rest ? pieces.length < fixed.length : pieces.length !== fixed.length) return false;
  return fixed.every((w, i) => w.startsWith(':') || w === pieces[i]);
}

/** Whether a path's page spans the full width (the first row it matches decides, as the router's order does). */
export function isWidePath(rest: string, pages: readonly GroupPage[]): boolean {
  const pieces = rest.split('/').filter(Boolean);
  const exact = pages.find((p) => p.path && !p.path.includes(':') && !p.path.endsWith('*') && matchesPattern(p.path, pieces));
  const page = exact ?? pages.find((p) => p.path && matchesPattern(p.path, pieces));
  return page?.wide === true;
}

/** Which tabs the viewer sees, given their level and the discussion switch. */
export function visibleTabs(level: number, discussionOpen: boolean): GroupTabKey[] {
  return GROUP_TABS.filter((key) => {
    if (key === 'discussion' && !discussionOpen) return false;
    if (TAB_NEED[key] === 'admin') return level >= 4;
    if (TAB_NEED[key] === 'root') return level >= 5;
    return true;
  });
}
