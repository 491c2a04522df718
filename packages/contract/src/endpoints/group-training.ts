/** A group's trainings (hoj-api §11, under /api/group): the rows of `paths/group-training.ts`. */
export const groupTrainingEndpoints = {} as const;
