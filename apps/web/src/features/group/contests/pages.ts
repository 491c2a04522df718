import type { GroupPage } from '../shell/tabs.ts';

/** The group's contests screens under /group/:groupID/ (mounted by the group shell). */
export const contestsPages: GroupPage[] = [];
