import { eq } from 'drizzle-orm';
import type { TrainingCategory, TrainingCategoryBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { training, trainingCategory } from '../../db/schema.ts';
import { badRequest, fail, notFound } from '../../http/envelope.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { toCategory } from './trainings.ts';

/** Training categories (hoj-api §13.3): a name and a colour; one in use by a training cannot be deleted. */

const CATEGORY_MSG = {
  notFound: 'The category does not exist',
  inUse: 'The category is used by a training and cannot be deleted',
  idMissing: 'The required request parameters are missing: id',
} as const;

export async function createCategory(ctx: AppContext, body: TrainingCategoryBody): Promise<TrainingCategory> {
  const rows = await ctx.db
    .insert(trainingCategory)
    .values({ name: body.name, color: body.color, gid: body.gid ?? null })
    .returning();
  return toCategory(rows[0]!);
}

export async function updateCategory(ctx: AppContext, body: TrainingCategoryBody): Promise<void> {
  if (!body.id) throw badRequest(CATEGORY_MSG.idMissing);
  const rows = await ctx.db
    .update(trainingCategory)
    .set({ name: body.name, color: body.color, gmtModified: new Date() })
    .where(eq(trainingCategory.id, body.id))
    .returning({ id: trainingCategory.id });
  if (rows.length === 0) throw notFound(CATEGORY_MSG.notFound);
}

export async function deleteCategory(ctx: AppContext, cid: number): Promise<void> {
  const users = await ctx.db.select({ id: training.id }).from(training).where(eq(training.categoryId, cid)).limit(1);
  if (users.length > 0) throw fail(CATEGORY_MSG.inUse);
  try {
    const rows = await ctx.db.delete(trainingCategory).where(eq(trainingCategory.id, cid)).returning({ id: trainingCategory.id });
    if (rows.length === 0) throw notFound(CATEGORY_MSG.notFound);
  } catch (error) {
    // A training that took the category after the check above.
    if (isForeignKeyViolation(error)) throw fail(CATEGORY_MSG.inUse);
    throw error;
  }
}
