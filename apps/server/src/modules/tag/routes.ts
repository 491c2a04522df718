import type { FastifyInstance } from 'fastify';
import {
  API,
  classificationIdQuery,
  classificationSaveRequest,
  ojQuery,
  problemTagsQuery,
  tagIdQuery,
  tagSaveRequest,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { MANAGER_ROLES, readableProblem } from '../problem/visibility.ts';
import { createClassification, createTag, deleteClassification, deleteTag, updateClassification, updateTag } from './admin.ts';
import { allTags, classifications, tagGroups, tagsOfProblem } from './read.ts';

/** Tags and their classifications: public reads (hoj-api §4) and admin edits (§13.3). */
export async function tagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const anon = { config: { auth: 'anon' as const } };
  const managers = { config: { roles: MANAGER_ROLES } };

  // Without a problem there is nothing to answer; a problem closed to the caller is refused like its detail.
  app.get(API.problemTags, anon, async (request) => {
    const { pid } = parse(problemTagsQuery, request.query);
    if (pid === undefined) return ok([]);
    await readableProblem(ctx, pid, request.user);
    return ok(await tagsOfProblem(ctx.db, pid));
  });

  app.get(API.allProblemTags, anon, async (request) => ok(await allTags(ctx.db, parse(ojQuery, request.query).oj)));

  app.get(API.problemTagsAndClassification, anon, async (request) => ok(await tagGroups(ctx.db, parse(ojQuery, request.query).oj)));

  app.post(API.adminTag, managers, async (request) => ok(await createTag(ctx.db, parse(tagSaveRequest, request.body))));

  app.put(API.adminTag, managers, async (request) => {
    await updateTag(ctx.db, parse(tagSaveRequest, request.body));
    return ok(null, 'Update Successfully');
  });

  app.delete(API.adminTag, managers, async (request) => {
    await deleteTag(ctx.db, parse(tagIdQuery, request.query).tid);
    return ok(null, 'Delete successfully');
  });

  app.get(API.adminTagClassification, managers, async (request) => ok(await classifications(ctx.db, parse(ojQuery, request.query).oj)));

  app.post(API.adminTagClassification, managers, async (request) =>
    ok(await createClassification(ctx.db, parse(classificationSaveRequest, request.body))),
  );

  app.put(API.adminTagClassification, managers, async (request) => {
    await updateClassification(ctx.db, parse(classificationSaveRequest, request.body));
    return ok(null, 'Update Successfully');
  });

  app.delete(API.adminTagClassification, managers, async (request) => {
    await deleteClassification(ctx.db, parse(classificationIdQuery, request.query).tcid);
    return ok(null, 'Delete successfully');
  });
}
