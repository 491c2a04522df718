/** A group's contests (hoj-api §11, under /api/group): the rows of `paths/group-contest.ts`. */
export const groupContestEndpoints = {} as const;
