/** A group's discussions (hoj-api §11, under /api/group): the rows of `paths/group-discussion.ts`. */
export const groupDiscussionEndpoints = {} as const;
