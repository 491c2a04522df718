import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminDiscussionBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { discussion } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { DISCUSSION_MSG } from './access.ts';

/** The back office's hand on posts (hoj-api §9 admin rows): hide or show, pin or unpin, delete. */

const ADMIN_MSG = { missing: 'Some discussions do not exist' } as const;

/** PUT /api/admin/discussion: hoj sends the whole post; only its status and pin change here. */
export async function adminUpdateDiscussion(ctx: AppContext, body: z.output<typeof adminDiscussionBody>): Promise<void> {
  const patch = {
    ...(body.status === undefined ? {} : { status: body.status }),
    ...(body.topPriority === undefined ? {} : { topPriority: body.topPriority }),
  };
  const done = await ctx.db
    .update(discussion)
    .set({ ...patch, gmtModified: new Date() })
    .where(eq(discussion.id, body.id))
    .returning({ id: discussion.id });
  if (done.length === 0) throw fail(DISCUSSION_MSG.noDiscussion);
}

/** DELETE /api/admin/discussion: all of the ids or none (an unknown id refuses the whole delete). */
export async function adminDeleteDiscussions(ctx: AppContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(discussion).where(inArray(discussion.id, unique)).returning({ id: discussion.id });
    if (gone.length !== unique.length) throw fail(ADMIN_MSG.missing);
  });
}
