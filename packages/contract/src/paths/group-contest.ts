/** The paths of a group's contest calls by name; their rows are in `endpoints/group-contest.ts`. */
export const groupContestPaths = {} as const;
