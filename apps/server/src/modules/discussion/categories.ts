import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DiscussionCategory, DiscussionCategoryBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { discussion, discussionCategory } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { categoryInUse } from '../../http/messages/discussion.ts';
import { DISCUSSION_MSG } from './access.ts';

/** The discussion categories (hoj-api §9): everyone reads them, the super admin edits the list. */

const CATEGORY_MSG = { twice: 'A category name is used twice' } as const;

export async function discussionCategories(db: DbLike): Promise<DiscussionCategory[]> {
  const rows = await db.select().from(discussionCategory).orderBy(asc(discussionCategory.id));
  return rows.map((c) => ({ id: c.id, name: c.name, gmtCreate: c.gmtCreate.toISOString(), gmtModified: c.gmtModified.toISOString() }));
}

/**
 * POST /api/discussion-category: the list as the editor leaves it. Rows with an id are renamed,
 * rows without one added, blank names dropped (as hoj does); a category left out of the list is
 * removed when no post uses it, and the whole save is refused when one does.
 */
export async function saveDiscussionCategories(ctx: AppContext, body: DiscussionCategoryBody): Promise<DiscussionCategory[]> {
  const kept = body.map((c) => ({ id: c.id ?? null, name: c.name.trim() })).filter((c) => c.name !== '');
  const lower = kept.map((c) => c.name.toLowerCase());
  if (new Set(lower).size !== lower.length) throw fail(CATEGORY_MSG.twice);
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.select().from(discussionCategory);
    const known = new Set(existing.map((c) => c.id));
    if (kept.some((c) => c.id !== null && !known.has(c.id))) throw fail(DISCUSSION_MSG.noCategory);
    const keptIds = kept.flatMap((c) => (c.id === null ? [] : [c.id]));
    const dropped = existing.filter((c) => !keptIds.includes(c.id));
    if (dropped.length > 0) {
      const used = await tx
        .selectDistinct({ id: discussion.categoryId })
        .from(discussion)
        .where(
          inArray(
            discussion.categoryId,
            dropped.map((c) => c.id),
          ),
        );
      const usedIds = new Set(used.map((u) => u.id));
      if (usedIds.size > 0) throw fail(categoryInUse(dropped.filter((c) => usedIds.has(c.id)).map((c) => c.name)));
      await tx.delete(discussionCategory).where(
        inArray(
          discussionCategory.id,
          dropped.map((c) => c.id),
        ),
      );
    }
    // Renames go through a placeholder first, so two categories may swap names in one save.
    if (keptIds.length > 0) {
      await tx
        .update(discussionCategory)
        .set({ name: sql`'~' || ${discussionCategory.id}` })
        .where(inArray(discussionCategory.id, keptIds));
    }
    for (const c of kept) {
      if (c.id === null) await tx.insert(discussionCategory).values({ name: c.name });
      else await tx.update(discussionCategory).set({ name: c.name, gmtModified: new Date() }).where(eq(discussionCategory.id, c.id));
    }
    return discussionCategories(tx);
  });
}
