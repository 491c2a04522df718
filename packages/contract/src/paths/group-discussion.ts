/** The paths of a group's discussion calls by name; their rows are in `endpoints/group-discussion.ts`. */
export const groupDiscussionPaths = {} as const;
