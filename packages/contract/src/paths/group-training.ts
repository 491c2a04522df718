/** The paths of a group's training calls by name; their rows are in `endpoints/group-training.ts`. */
export const groupTrainingPaths = {} as const;
