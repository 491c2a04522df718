import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { adminDiscussionBody, didQuery, type Discussion, discussionBody, discussionUpdateBody } from '../discussion.ts';
import { groupPageQuery } from '../group.ts';
import { id } from '../ids.ts';
import { groupDiscussionPaths } from '../paths/group-discussion.ts';
import { Permission } from '../roles.ts';

/**
 * A group's discussions (hoj-api §11, under /api/group): members list and post, the author or a
 * group admin edits and deletes, the group's admins list hidden posts too and pin and hide. Every
 * call is refused (403) while the group-discussion switch is off. A post's page, likes, reports and
 * comments are the public calls (§9), which check the post's group.
 */

export const groupDiscussionListQuery = groupPageQuery.extend({
  /** A problem's display id: the posts about it. */
  pid: z.string().trim().max(255).optional().catch(undefined),
});
export type GroupDiscussionListQuery = z.infer<typeof groupDiscussionListQuery>;

/** The post form with the group it goes to. */
export const groupDiscussionBody = discussionBody.extend({ gid: id('The group id') });
export type GroupDiscussionBody = z.input<typeof groupDiscussionBody>;

/** An edit: the post's own group decides; the pin and the hidden mark are its admins' to change. */
export const groupDiscussionUpdateBody = discussionUpdateBody.extend({
  gid: id('The group id'),
  status: adminDiscussionBody.shape.status,
});
export type GroupDiscussionUpdateBody = z.input<typeof groupDiscussionUpdateBody>;

const P = groupDiscussionPaths;
const login = { auth: 'login' } as const;

export const groupDiscussionEndpoints = {
  groupDiscussionList: get(P.groupDiscussionList, { ...login, query: groupDiscussionListQuery, response: shape<Page<Discussion>>() }),
  groupAdminDiscussionList: get(P.groupAdminDiscussionList, { ...login, query: groupPageQuery, response: shape<Page<Discussion>>() }),
  groupDiscussionCreate: post(P.groupDiscussion, {
    ...login,
    permission: Permission.DISCUSSION_ADD,
    body: groupDiscussionBody,
    response: shape<null>(),
  }),
  groupDiscussionUpdate: put(P.groupDiscussion, { ...login, body: groupDiscussionUpdateBody, response: shape<null>() }),
  groupDiscussionDelete: del(P.groupDiscussion, { ...login, query: didQuery, response: shape<null>() }),
} as const;
