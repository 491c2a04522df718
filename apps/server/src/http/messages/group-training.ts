/** Chinese of the messages of a group's trainings. */
export const GROUP_TRAINING = {} as const;
