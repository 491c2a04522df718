import { type SQL, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OWN_OJ, type Tag, type TagClassification, type TagGroup } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { problemTag, tag, tagClassification } from '../../db/schema.ts';
import { toClassification, toTag } from './vo.ts';

/** The public tag reads (hoj-api §4): site tags only (gid null); the group area has its own. */

/** `oj` as the contract's `ojQuery` gives it: "ALL" means every judge. */
const ofJudge = (oj: string): SQL | undefined => (oj === 'ALL' ? undefined : eq(tag.oj, oj));

/** The tags of several problems at once (one query), by problem id; problems without tags are absent. */
export async function tagsOfProblems(db: Db, pids: readonly number[]): Promise<Map<number, Tag[]>> {
  const out = new Map<number, Tag[]>();
  if (pids.length === 0) return out;
  const rows = await db
    .select({ pid: problemTag.pid, tag })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(inArray(problemTag.pid, [...pids]))
    .orderBy(asc(tag.id));
  for (const r of rows) {
    const list = out.get(r.pid);
    if (list) list.push(toTag(r.tag));
    else out.set(r.pid, [toTag(r.tag)]);
  }
  return out;
}

export async function tagsOfProblem(db: Db, pid: number): Promise<Tag[]> {
  return (await tagsOfProblems(db, [pid])).get(pid) ?? [];
}

/** get-all-problem-tags: the site tags of one judge (or of all), oldest first. */
export async function allTags(db: Db, oj: string): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tag)
    .where(and(isNull(tag.gid), ofJudge(oj)))
    .orderBy(asc(tag.id));
  return rows.map(toTag);
}

/** Classifications of one judge by rank then id; for "ALL" the own judge's come first. */
export async function classifications(db: Db, oj: string): Promise<TagClassification[]> {
  const rows = await db
    .select()
    .from(tagClassification)
    .where(oj === 'ALL' ? undefined : eq(tagClassification.oj, oj))
    .orderBy(sql`(${tagClassification.oj} <> ${OWN_OJ})`, asc(tagClassification.rank), asc(tagClassification.id));
  return rows.map(toClassification);
}

/**
 * get-problem-tags-and-classification: each classification with its tags (an empty classification
 * is kept, so the panel shows it), then the tags without one under `classification: null` when
 * there are any. A tag whose classification belongs to another judge counts as unclassified here.
 */
export async function tagGroups(db: Db, oj: string): Promise<TagGroup[]> {
  const [groups, tags] = await Promise.all([classifications(db, oj), allTags(db, oj)]);
  const byClassification = new Map<number, Tag[]>(groups.map((c) => [c.id, []]));
  const unclassified: Tag[] = [];
  for (const t of tags) {
    const list = t.tcid === null ? undefined : byClassification.get(t.tcid);
    if (list) list.push(t);
    else unclassified.push(t);
  }
  const out: TagGroup[] = groups.map((c) => ({ classification: c, tagList: byClassification.get(c.id) ?? [] }));
  if (unclassified.length > 0) out.push({ classification: null, tagList: unclassified });
  return out;
}
