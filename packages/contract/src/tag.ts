import { z } from 'zod';
import { id, numberField } from './ids.ts';
import { PROBLEM_LIMITS } from './problem.ts';

/** Tags and tag classifications as the admin back office edits them (hoj-api §13.3). */

const color = z
  .string()
  .trim()
  .max(32, 'The colour can not exceed 32 characters')
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\))?$/, 'The colour must be a CSS colour such as #409EFF')
  .optional()
  .nullable();

const ojField = z
  .string()
  .trim()
  .max(16)
  .optional()
  .transform((v) => (v ? v.toUpperCase() : 'ME'));

export const tagSaveRequest = z.object({
  id: id('The tag id').optional().nullable(),
  name: z
    .string('The tag name is required')
    .trim()
    .min(1, 'The tag name is required')
    .max(PROBLEM_LIMITS.tagNameMax, `The tag name can not exceed ${PROBLEM_LIMITS.tagNameMax} characters`),
  color,
  oj: ojField,
  /** The classification; null leaves the tag unclassified. */
  tcid: id('The classification id').optional().nullable(),
});
export type TagSaveRequest = z.output<typeof tagSaveRequest>;

export const tagIdQuery = z.object({ tid: id('The tag id') });

export const classificationSaveRequest = z.object({
  id: id('The classification id').optional().nullable(),
  name: z
    .string('The classification name is required')
    .trim()
    .min(1, 'The classification name is required')
    .max(100, 'The classification name can not exceed 100 characters'),
  oj: ojField,
  rank: numberField(z.number().int().min(0).max(100_000)).optional().default(0),
});
export type ClassificationSaveRequest = z.output<typeof classificationSaveRequest>;

export const classificationIdQuery = z.object({
  tcid: id('The classification id'),
});
