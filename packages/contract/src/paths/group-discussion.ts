/** The paths of a group's discussion calls by name; their rows are in `endpoints/group-discussion.ts`. */
export const groupDiscussionPaths = {
  groupDiscussionList: '/api/group/get-discussion-list',
  groupAdminDiscussionList: '/api/group/get-admin-discussion-list',
  groupDiscussion: '/api/group/discussion',
} as const;
