import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { OWN_OJ, type ProblemSave } from '@arbiter/contract';
import type { Db, DbLike } from '../../db/client.ts';
import { tag } from '../../db/schema.ts';
import { sameNameIgnoringCase } from '../tag/admin.ts';

type TagWanted = ProblemSave['tags'][number];

/** Ids among the given tags' that are not site tags of this judge's own bank (a remote judge's tag is not for its problems). */
export async function unknownTagIds(db: Db, tags: readonly TagWanted[]): Promise<number[]> {
  const ids = tags.flatMap((t) => (t.id ? [t.id] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tag.id })
    .from(tag)
    .where(and(inArray(tag.id, ids), eq(tag.oj, OWN_OJ), isNull(tag.gid)));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The ids of the wanted tags: a tag without id is the site tag of that name whatever its case ("Dp"
 * is the existing "DP", as the tag admin's duplicate check has it), created (oj ME) when missing.
 */
export async function tagIdsFor(tx: DbLike, tags: readonly TagWanted[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const t of tags) {
    if (t.id) {
      ids.add(t.id);
      continue;
    }
    const byName = () =>
      tx
        .select({ id: tag.id })
        .from(tag)
        .where(and(sameNameIgnoringCase(tag.name, t.name), eq(tag.oj, OWN_OJ), isNull(tag.gid)))
        .orderBy(asc(tag.id))
        .limit(1);
    let found = await byName();
    if (!found[0]) {
      // Another save may create the same tag at once: the unique index keeps one, both use it.
      await tx.insert(tag).values({ name: t.name, color: t.color, oj: OWN_OJ }).onConflictDoNothing();
      found = await byName();
    }
    if (found[0]) ids.add(found[0].id);
  }
  return [...ids];
}
