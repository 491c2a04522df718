import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { seatIn } from './access.ts';
import { adminAnnouncementList, announcementList, createAnnouncement, deleteAnnouncement, updateAnnouncement } from './announcements.ts';
import { createGroup, disbandGroup, groupDetail, groupList, updateGroup, uploadGroupAvatar } from './groups.ts';
import { applyList, applyToGroup, exitGroup, memberList, removeMember, updateMember } from './members.ts';
import { groupRank } from './rank.ts';
import { groupScope } from './scope.ts';

/**
 * Groups (hoj-api §11): the group, its members, announcements and rank, and its scope for the
 * problem and submission calls. The group's problems, trainings, contests and discussions are their
 * own areas (group-problem, group-training, group-contest, group-discussion), checked through access.ts.
 */
export async function groupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.scopes.register(groupScope);

  route(app, endpoints.groupList, async ({ query, user }) => ok(await groupList(ctx, user, query)));
  route(app, endpoints.groupDetail, async ({ query, user }) => ok(await groupDetail(ctx, user, query.gid)));
  route(app, endpoints.groupAccess, async ({ query, user }) => {
    const seat = await seatIn(ctx, query.gid, user);
    return ok({ access: seat.level >= 3 });
  });
  route(app, endpoints.groupAuth, async ({ query, user }) => {
    const seat = await seatIn(ctx, query.gid, user);
    return ok(seat.level);
  });
  route(app, endpoints.groupCreate, async ({ body, user }) => {
    await createGroup(ctx, user, body);
    return ok(null, 'Create Successfully');
  });
  route(app, endpoints.groupUpdate, async ({ body, user }) => {
    await updateGroup(ctx, user, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupDelete, async ({ query, user }) => {
    await disbandGroup(ctx, user, query.gid);
    return ok(null, 'Disband Successfully');
  });
  route(app, endpoints.uploadGroupAvatar, async ({ request }) =>
    ok(await uploadGroupAvatar(ctx, currentUser(request), request), 'Upload Avatar Successfully'),
  );
  route(app, endpoints.groupRankList, async ({ query, user }) => ok(await groupRank(ctx, user, query)));

  route(app, endpoints.groupMemberList, async ({ query, user }) => ok(await memberList(ctx, user, query)));
  route(app, endpoints.groupApplyList, async ({ query, user }) => ok(await applyList(ctx, user, query)));
  route(app, endpoints.groupMemberCreate, async ({ query, user }) => {
    const joined = await applyToGroup(ctx, user, query);
    return ok(null, joined ? 'Add Successfully' : 'Apply Successfully');
  });
  route(app, endpoints.groupMemberUpdate, async ({ body, user }) => {
    await updateMember(ctx, user, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupMemberDelete, async ({ query, user }) => {
    await removeMember(ctx, user, query.gid, query.uid);
    return ok(null, 'Delete successfully');
  });
  route(app, endpoints.groupMemberExit, async ({ query, user }) => {
    await exitGroup(ctx, user, query.gid);
    return ok(null, 'Exit Successfully');
  });

  route(app, endpoints.groupAnnouncementList, async ({ query, user }) => ok(await announcementList(ctx, user, query)));
  route(app, endpoints.groupAdminAnnouncementList, async ({ query, user }) => ok(await adminAnnouncementList(ctx, user, query)));
  route(app, endpoints.groupAnnouncementCreate, async ({ body, user }) => {
    await createAnnouncement(ctx, user, body);
    return ok(null, 'Create Successfully');
  });
  route(app, endpoints.groupAnnouncementUpdate, async ({ body, user }) => {
    await updateAnnouncement(ctx, user, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupAnnouncementDelete, async ({ query, user }) => {
    await deleteAnnouncement(ctx, user, query.aid);
    return ok(null, 'Delete successfully');
  });
}
