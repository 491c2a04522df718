import type { GroupPage } from '../shell/tabs.ts';

/** The group's discussions screens under /group/:groupID/ (mounted by the group shell). */
export const discussionsPages: GroupPage[] = [];
