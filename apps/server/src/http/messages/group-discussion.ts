/** Chinese of the messages of a group's discussions. */
export const GROUP_DISCUSSION = {} as const;
