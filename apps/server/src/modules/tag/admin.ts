import { type SQL, and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OWN_OJ,
  REMOTE_OJS,
  type ClassificationSaveRequest,
  type Tag,
  type TagClassification,
  type TagSaveRequest,
} from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { tag, tagClassification } from '../../db/schema.ts';
import { badRequest, fail, notFound } from '../../http/envelope.ts';
import { toClassification, toTag } from './vo.ts';

/**
 * The admin back office's tag and classification edits (hoj-api §13.3, root and problem_admin).
 * Only site tags (gid null) are edited here; tags are linked to problems when a problem is saved
 * (problem-admin/tags.ts).
 */

const TAG_MSG = {
  tagExists: 'The tag already exists',
  noTag: 'The tag does not exist',
  tagIdRequired: 'The tag id is required',
  classificationExists: 'The classification already exists',
  noClassification: 'The classification does not exist',
  classificationIdRequired: 'The classification id is required',
  badJudge: 'The judge must be ME or a remote judge key (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE)',
  classificationOfOtherJudge: 'The classification belongs to another judge than the tag',
} as const;

/** Tag and classification names are one name whatever their case: "dp" and "DP" are the same tag. */
export const sameNameIgnoringCase = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

function checkJudge(oj: string): void {
  if (oj !== OWN_OJ && !(REMOTE_OJS as readonly string[]).includes(oj)) throw badRequest(TAG_MSG.badJudge);
}

/** Whether another site tag of the judge has this name (`exceptId`: the tag being renamed). */
async function tagNameTaken(db: Db, name: string, oj: string, exceptId: number | null): Promise<boolean> {
  const same = and(sameNameIgnoringCase(tag.name, name), eq(tag.oj, oj), isNull(tag.gid));
  const rows = await db
    .select({ id: tag.id })
    .from(tag)
    .where(exceptId === null ? same : and(same, ne(tag.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The classification must exist; a tag's (`oj` given) must be of the tag's judge, or it would show under another bank. */
async function checkClassification(db: Db, tcid: number | null | undefined, oj?: string): Promise<void> {
  if (!tcid) return;
  const rows = await db.select({ oj: tagClassification.oj }).from(tagClassification).where(eq(tagClassification.id, tcid)).limit(1);
  if (!rows[0]) throw notFound(TAG_MSG.noClassification);
  if (oj !== undefined && rows[0].oj !== oj) throw fail(TAG_MSG.classificationOfOtherJudge);
}

async function checkTagSave(db: Db, req: TagSaveRequest, exceptId: number | null): Promise<void> {
  checkJudge(req.oj);
  await checkClassification(db, req.tcid, req.oj);
  if (await tagNameTaken(db, req.name, req.oj, exceptId)) throw fail(TAG_MSG.tagExists);
}

const tagValues = (req: TagSaveRequest) => ({ name: req.name, color: req.color ?? null, oj: req.oj, tcid: req.tcid ?? null });

export async function createTag(db: Db, req: TagSaveRequest): Promise<Tag> {
  await checkTagSave(db, req, null);
  // A racing save of the same name meets the unique index and inserts nothing.
  const rows = await db.insert(tag).values(tagValues(req)).onConflictDoNothing().returning();
  if (!rows[0]) throw fail(TAG_MSG.tagExists);
  return toTag(rows[0]);
}

const siteTag = (tid: number) => and(eq(tag.id, tid), isNull(tag.gid));

export async function updateTag(db: Db, req: TagSaveRequest): Promise<void> {
  if (!req.id) throw badRequest(TAG_MSG.tagIdRequired);
  const found = await db.select({ id: tag.id }).from(tag).where(siteTag(req.id)).limit(1);
  if (found.length === 0) throw notFound(TAG_MSG.noTag);
  await checkTagSave(db, req, req.id);
  await db
    .update(tag)
    .set({ ...tagValues(req), gmtModified: new Date() })
    .where(siteTag(req.id));
}

/** Deletes a site tag; its links to problems go with it (foreign key). */
export async function deleteTag(db: Db, tid: number): Promise<void> {
  const rows = await db.delete(tag).where(siteTag(tid)).returning({ id: tag.id });
  if (rows.length === 0) throw notFound(TAG_MSG.noTag);
}

async function classificationNameTaken(db: Db, name: string, oj: string, exceptId: number | null): Promise<boolean> {
  const same = and(sameNameIgnoringCase(tagClassification.name, name), eq(tagClassification.oj, oj));
  const rows = await db
    .select({ id: tagClassification.id })
    .from(tagClassification)
    .where(exceptId === null ? same : and(same, ne(tagClassification.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

async function checkClassificationSave(db: Db, req: ClassificationSaveRequest, exceptId: number | null): Promise<void> {
  checkJudge(req.oj);
  if (await classificationNameTaken(db, req.name, req.oj, exceptId)) throw fail(TAG_MSG.classificationExists);
}

export async function createClassification(db: Db, req: ClassificationSaveRequest): Promise<TagClassification> {
  await checkClassificationSave(db, req, null);
  const rows = await db.insert(tagClassification).values({ name: req.name, oj: req.oj, rank: req.rank }).returning();
  return toClassification(rows[0]!);
}

export async function updateClassification(db: Db, req: ClassificationSaveRequest): Promise<void> {
  if (!req.id) throw badRequest(TAG_MSG.classificationIdRequired);
  await checkClassification(db, req.id);
  await checkClassificationSave(db, req, req.id);
  await db
    .update(tagClassification)
    .set({ name: req.name, oj: req.oj, rank: req.rank, gmtModified: new Date() })
    .where(eq(tagClassification.id, req.id));
}

/** Deletes a classification; its tags stay, unclassified (the foreign key sets their tcid to null). */
export async function deleteClassification(db: Db, tcid: number): Promise<void> {
  const rows = await db.delete(tagClassification).where(eq(tagClassification.id, tcid)).returning({ id: tagClassification.id });
  if (rows.length === 0) throw notFound(TAG_MSG.noClassification);
}
