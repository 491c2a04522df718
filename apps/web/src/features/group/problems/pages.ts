import type { GroupPage } from '../shell/tabs.ts';

/** The group's problems screens under /group/:groupID/ (mounted by the group shell). */
export const problemsPages: GroupPage[] = [];
