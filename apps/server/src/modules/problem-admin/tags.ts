import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { OWN_OJ, type ProblemSave } from '@arbiter/contract';
import type { Db, DbLike } from '../../db/client.ts';
import { tag } from '../../db/schema.ts';
import { sameNameIgnoringCase } from '../tag/admin.ts';

type TagWanted = ProblemSave['tags'][number];

/** The tags of a bank: the site's (gid null) or a group's. */
const ofBank = (gid: number | null) => (gid === null ? isNull(tag.gid) : eq(tag.gid, gid));

/**
 * Ids among the given tags' that are not tags of this judge's own bank (a remote judge's tag is
 * not for its problems): the site's, or the group's for a group problem (`gid`).
 */
export async function unknownTagIds(db: Db, tags: readonly TagWanted[], gid: number | null = null): Promise<number[]> {
  const ids = tags.flatMap((t) => (t.id ? [t.id] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tag.id })
    .from(tag)
    .where(and(inArray(tag.id, ids), eq(tag.oj, OWN_OJ), ofBank(gid)));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The ids of the wanted tags: a tag without id is the site tag of that name whatever its case ("Dp"
 * is the existing "DP", as the tag admin's duplicate check has it), created (oj ME) when missing.
 * A group problem's tags (`gid`) are the group's own; a remote problem's are its judge's (`oj`).
 */
export async function tagIdsFor(tx: DbLike, tags: readonly TagWanted[], gid: number | null = null, oj: string = OWN_OJ): Promise<number[]> {
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
        .where(and(sameNameIgnoringCase(tag.name, t.name), eq(tag.oj, oj), ofBank(gid)))
        .orderBy(asc(tag.id))
        .limit(1);
    let found = await byName();
    if (!found[0]) {
      // Another save may create the same tag at once: the unique index keeps one, both use it.
      await tx.insert(tag).values({ name: t.name, color: t.color, oj, gid }).onConflictDoNothing();
      found = await byName();
    }
    if (found[0]) ids.add(found[0].id);
  }
  return [...ids];
}
