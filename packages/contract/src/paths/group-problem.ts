/** The paths of a group's problem calls by name; their rows are in `endpoints/group-problem.ts`. */
export const groupProblemPaths = {} as const;
