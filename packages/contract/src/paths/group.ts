/** The paths of the group calls by name; their rows are in `endpoints/group.ts`. */
export const groupPaths = {
  groupList: '/api/get-group-list',
  groupDetail: '/api/get-group-detail',
  groupAccess: '/api/get-group-access',
  groupAuth: '/api/get-group-auth',
  group: '/api/group',
  uploadGroupAvatar: '/api/file/upload-group-avatar',
  groupRankList: '/api/get-group-rank-list',
  groupMemberList: '/api/group/get-member-list',
  groupApplyList: '/api/group/get-apply-list',
  groupMember: '/api/group/member',
  groupMemberExit: '/api/group/member/exit',
  groupAnnouncementList: '/api/group/get-announcement-list',
  groupAdminAnnouncementList: '/api/group/get-admin-announcement-list',
  groupAnnouncement: '/api/group/announcement',
} as const;
