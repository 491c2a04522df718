/** Chinese of the messages of a group's contests. */
export const GROUP_CONTEST = {} as const;
