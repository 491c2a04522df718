/** A group's problems (hoj-api §11, under /api/group): the rows of `paths/group-problem.ts`. */
export const groupProblemEndpoints = {} as const;
