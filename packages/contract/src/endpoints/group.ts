import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  type Group,
  type GroupAnnouncementVO,
  type GroupMemberVO,
  type GroupRankRow,
  type GroupVO,
  aidQuery,
  gidQuery,
  groupAnnouncementBody,
  groupAnnouncementUpdateBody,
  groupApplyQuery,
  groupCreateBody,
  groupListQuery,
  groupMemberDeleteQuery,
  groupMemberListQuery,
  groupMemberUpdateBody,
  groupPageQuery,
  groupRankQuery,
  groupUpdateBody,
} from '../group.ts';
import { id } from '../ids.ts';
import { groupPaths } from '../paths/group.ts';
import { Permission } from '../roles.ts';

/**
 * A group itself, its members, its announcements and its rank (hoj-api §11). Every call under
 * /api/group needs a login; the server decides the group level (member, admin, root) per call.
 */

const P = groupPaths;
const login = { auth: 'login' } as const;

export const groupEndpoints = {
  groupList: get(P.groupList, { auth: 'anon', query: groupListQuery, response: shape<Page<GroupVO>>() }),
  groupDetail: get(P.groupDetail, { ...login, query: gidQuery, response: shape<Group>() }),
  groupAccess: get(P.groupAccess, { ...login, query: gidQuery, response: shape<{ access: boolean }>() }),
  groupAuth: get(P.groupAuth, { ...login, query: gidQuery, response: shape<number>() }),
  groupCreate: post(P.group, { ...login, permission: Permission.GROUP_ADD, body: groupCreateBody, response: shape<null>() }),
  groupUpdate: put(P.group, { ...login, body: groupUpdateBody, response: shape<null>() }),
  groupDelete: del(P.group, { ...login, permission: Permission.GROUP_DEL, query: gidQuery, response: shape<null>() }),
  // The multipart field `image` and the form field `gid`; answers the group with its new avatar.
  uploadGroupAvatar: post(P.uploadGroupAvatar, {
    ...login,
    upload: { file: 'image', fields: z.object({ gid: id('The group id') }) },
    response: shape<Group>(),
  }),
  groupRankList: get(P.groupRankList, { ...login, query: groupRankQuery, response: shape<Page<GroupRankRow>>() }),
  groupMemberList: get(P.groupMemberList, { ...login, query: groupMemberListQuery, response: shape<Page<GroupMemberVO>>() }),
  groupApplyList: get(P.groupApplyList, { ...login, query: groupMemberListQuery, response: shape<Page<GroupMemberVO>>() }),
  // The application travels in the query (hoj-api §15 note 7).
  groupMemberCreate: post(P.groupMember, { ...login, query: groupApplyQuery, response: shape<null>() }),
  groupMemberUpdate: put(P.groupMember, { ...login, body: groupMemberUpdateBody, response: shape<null>() }),
  groupMemberDelete: del(P.groupMember, { ...login, query: groupMemberDeleteQuery, response: shape<null>() }),
  groupMemberExit: del(P.groupMemberExit, { ...login, query: gidQuery, response: shape<null>() }),
  groupAnnouncementList: get(P.groupAnnouncementList, {
    ...login,
    query: groupPageQuery,
    response: shape<Page<GroupAnnouncementVO>>(),
  }),
  groupAdminAnnouncementList: get(P.groupAdminAnnouncementList, {
    ...login,
    query: groupPageQuery,
    response: shape<Page<GroupAnnouncementVO>>(),
  }),
  groupAnnouncementCreate: post(P.groupAnnouncement, { ...login, body: groupAnnouncementBody, response: shape<null>() }),
  groupAnnouncementUpdate: put(P.groupAnnouncement, { ...login, body: groupAnnouncementUpdateBody, response: shape<null>() }),
  groupAnnouncementDelete: del(P.groupAnnouncement, { ...login, query: aidQuery, response: shape<null>() }),
} as const;
