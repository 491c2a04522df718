import type { GroupPage } from '../shell/tabs.ts';

/** The group's trainings screens under /group/:groupID/ (mounted by the group shell). */
export const trainingsPages: GroupPage[] = [];
