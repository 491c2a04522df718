import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { addComment, deleteComment, likeComment, listComments } from './comments.ts';
import { addReply, deleteReply, listReplies } from './replies.ts';

/** Comments and replies of discussions and of contests' Q&A (hoj-api §9). */
export async function commentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.comments, async ({ query, user }) => ok(await listComments(ctx, query, user)));

  route(app, endpoints.commentCreate, async ({ body, user }) => ok(await addComment(ctx, body, user), 'Comment successfully'));

  route(app, endpoints.commentDelete, async ({ body, user }) => {
    await deleteComment(ctx, body.id, user);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.commentLike, async ({ query, user }) => {
    await likeComment(ctx, query.cid, query.toLike, user);
    return ok(null);
  });

  // hoj takes the contest id too; the comment knows its place.
  route(app, endpoints.reply, async ({ query, user }) => ok(await listReplies(ctx, query.commentId, user)));

  route(app, endpoints.replyCreate, async ({ body, user }) => ok(await addReply(ctx, body, user), 'Reply successfully'));

  route(app, endpoints.replyDelete, async ({ body, user }) => {
    await deleteReply(ctx, body.reply.id, user);
    return ok(null, 'Delete successfully');
  });
}
