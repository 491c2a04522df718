import type { Tag, TagClassification } from '@arbiter/contract';
import type { tag, tagClassification } from '../../db/schema.ts';

/** Tags and classifications as the client reads them (hoj-api §4, §13.3). */

export type TagRow = typeof tag.$inferSelect;
export type ClassificationRow = typeof tagClassification.$inferSelect;

export function toTag(row: TagRow): Tag {
  return { ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() };
}

export function toClassification(row: ClassificationRow): TagClassification {
  return { ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() };
}
