import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { readableProblemOrGroup } from '../problem-admin/access.ts';
import { createClassification, createTag, deleteClassification, deleteTag, updateClassification, updateTag } from './admin.ts';
import { allTags, classifications, tagGroups, tagsOfProblem } from './read.ts';

/** Tags and their classifications: public reads (hoj-api §4) and admin edits (§13.3). */
export async function tagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Without a problem there is nothing to answer; a problem closed to the caller is refused like its detail.
  route(app, endpoints.problemTags, async ({ query, request }) => {
    const { pid } = query;
    if (pid === undefined) return ok([]);
    await readableProblemOrGroup(ctx, pid, request.user);
    return ok(await tagsOfProblem(ctx.db, pid));
  });

  route(app, endpoints.allProblemTags, async ({ query }) => ok(await allTags(ctx.db, query.oj)));

  route(app, endpoints.problemTagsAndClassification, async ({ query }) => ok(await tagGroups(ctx.db, query.oj)));

  route(app, endpoints.adminTagCreate, async ({ body }) => ok(await createTag(ctx.db, body)));

  route(app, endpoints.adminTagUpdate, async ({ body }) => {
    await updateTag(ctx.db, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminTagDelete, async ({ query }) => {
    await deleteTag(ctx.db, query.tid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminTagClassification, async ({ query }) => ok(await classifications(ctx.db, query.oj)));

  route(app, endpoints.adminTagClassificationCreate, async ({ body }) => ok(await createClassification(ctx.db, body)));

  route(app, endpoints.adminTagClassificationUpdate, async ({ body }) => {
    await updateClassification(ctx.db, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminTagClassificationDelete, async ({ query }) => {
    await deleteClassification(ctx.db, query.tcid);
    return ok(null, 'Delete successfully');
  });
}
