import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { Permission, ROLE_GROUPS } from '../roles.ts';
import {
  type Discussion,
  type DiscussionCategory,
  type DiscussionReportVO,
  type DiscussionVO,
  adminDiscussionBody,
  adminDiscussionDeleteBody,
  didQuery,
  discussionBody,
  discussionCategoryBody,
  discussionLikeQuery,
  discussionListQuery,
  discussionReportBody,
  discussionReportListQuery,
  discussionReportUpdateBody,
  discussionUpdateBody,
} from '../discussion.ts';
import { discussionPaths } from '../paths/discussion.ts';

/**
 * The public discussion calls (hoj-api §9) and their back office. Every public call is refused
 * while the public-discussion switch is off; the server checks authorship on edits and deletes.
 */

const P = discussionPaths;
const admins = { auth: 'login', roles: ROLE_GROUPS.admins } as const;

export const discussionEndpoints = {
  discussionList: get(P.discussionList, { auth: 'anon', query: discussionListQuery, response: shape<Page<Discussion>>() }),
  discussionDetail: get(P.discussionDetail, { auth: 'anon', query: didQuery, response: shape<DiscussionVO>() }),
  discussionCreate: post(P.discussion, {
    auth: 'login',
    permission: Permission.DISCUSSION_ADD,
    body: discussionBody,
    response: shape<null>(),
  }),
  discussionUpdate: put(P.discussion, {
    auth: 'login',
    permission: Permission.DISCUSSION_EDIT,
    body: discussionUpdateBody,
    response: shape<null>(),
  }),
  discussionDelete: del(P.discussion, { auth: 'login', permission: Permission.DISCUSSION_DEL, query: didQuery, response: shape<null>() }),
  discussionLike: get(P.discussionLike, { auth: 'login', query: discussionLikeQuery, response: shape<null>() }),
  discussionCategory: get(P.discussionCategory, { auth: 'anon', response: shape<DiscussionCategory[]>() }),
  discussionCategoryCreate: post(P.discussionCategory, {
    auth: 'login',
    roles: ROLE_GROUPS.root,
    body: discussionCategoryBody,
    response: shape<DiscussionCategory[]>(),
  }),
  discussionReportCreate: post(P.discussionReport, { auth: 'login', body: discussionReportBody, response: shape<null>() }),
} as const;

export const discussionAdminEndpoints = {
  adminDiscussionUpdate: put(P.adminDiscussion, { ...admins, body: adminDiscussionBody, response: shape<null>() }),
  // A JSON array of ids in the body (hoj-api §15 note 7).
  adminDiscussionDelete: del(P.adminDiscussion, { ...admins, body: adminDiscussionDeleteBody, response: shape<null>() }),
  adminDiscussionReport: get(P.adminDiscussionReport, {
    ...admins,
    query: discussionReportListQuery,
    response: shape<Page<DiscussionReportVO>>(),
  }),
  adminDiscussionReportUpdate: put(P.adminDiscussionReport, { ...admins, body: discussionReportUpdateBody, response: shape<null>() }),
} as const;
