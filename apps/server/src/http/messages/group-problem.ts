/** Chinese of the messages of a group's problems. */
export const GROUP_PROBLEM = {} as const;
