import { z } from 'zod';
import { id, numberField, optionalQueryId, pageQuery, queryFlag } from './ids.ts';

/**
 * Public discussions (spec part 3 §2.1, §3, §5, §6; hoj-api §9): posts in categories, optionally
 * under a problem, liked and reported by signed-in users, pinned and hidden by admins.
 */

export const DISCUSSION_PAGE_SIZE = 10;
export const DISCUSSION_LIMITS = {
  titleMax: 255,
  descriptionMax: 255,
  contentMax: 65_535,
  categoryNameMax: 64,
  categoriesMax: 100,
  reportMax: 1000,
  deleteMax: 100,
} as const;

/** A post as lists answer it; `content` is null in a list except on the caller's own posts. */
export interface Discussion {
  id: number;
  categoryId: number | null;
  categoryName: string | null;
  title: string;
  description: string;
  content: string | null;
  /** The problem's display id when the post is about a problem. */
  pid: string | null;
  uid: string;
  /** The author's username. */
  author: string;
  avatar: string | null;
  /** The author's role name (`root`, `admin`, …): root shows SPA, admin ADM. */
  role: string;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: boolean;
  /** 0 normal, 1 hidden by an admin. */
  status: number;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A post as its page shows it. */
export interface DiscussionVO extends Discussion {
  content: string;
  titleName: string | null;
  titleColor: string | null;
  /** Whether the caller likes it (false signed out). */
  hasLike: boolean;
}

export interface DiscussionCategory {
  id: number;
  name: string;
  gmtCreate: string;
  gmtModified: string;
}

export interface DiscussionReportVO {
  id: number;
  did: number;
  gid: number | null;
  discussionTitle: string;
  /** The reported post's author (username). */
  discussionAuthor: string;
  /** The reporter's username. */
  reporter: string;
  content: string;
  /** 0 new, 1 handled. */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

// ---------------------------------------------------------------- requests

export const discussionListQuery = z.object({
  ...pageQuery,
  /** The category id. */
  cid: optionalQueryId('The category id').catch(undefined),
  /** A problem's display id. */
  pid: z.string().trim().max(255).optional().catch(undefined),
  onlyMine: queryFlag,
  keyword: z.string().trim().max(255).optional().catch(undefined),
  /** Hidden posts too, for the back office (admin roles only; ignored otherwise). */
  admin: queryFlag,
});
export type DiscussionListQuery = z.infer<typeof discussionListQuery>;

export const didQuery = z.object({ did: id('The discussion id') });

export const discussionLikeQuery = z.object({
  did: id('The discussion id'),
  toLike: z.union([z.boolean(), z.enum(['true', 'false'])], 'toLike must be true or false').transform((v) => v === true || v === 'true'),
});

const { titleMax, descriptionMax, contentMax } = DISCUSSION_LIMITS;

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} Can not exceed ${max}`);

/** The post form (hoj's Discussion body); counts, author and status are the server's. */
export const discussionBody = z.object({
  id: id('The discussion id').optional().nullable(),
  title: text('Discussion title', titleMax),
  description: text('Discussion description', descriptionMax),
  categoryId: id('Discussion category'),
  content: text('Discussion content', contentMax),
  pid: z.string().trim().max(255).optional().nullable(),
  topPriority: z.boolean('Pinning must be true or false').optional().nullable(),
});
export type DiscussionBody = z.input<typeof discussionBody>;

export const discussionUpdateBody = discussionBody.extend({ id: id('The discussion id') });

export const discussionCategoryBody = z
  .array(
    z.object({
      id: id('The category id').optional().nullable(),
      name: z
        .string('The category name is required')
        .trim()
        .max(DISCUSSION_LIMITS.categoryNameMax, `The category name can not exceed ${DISCUSSION_LIMITS.categoryNameMax} characters`),
    }),
    'The categories must be a list',
  )
  .max(DISCUSSION_LIMITS.categoriesMax, `At most ${DISCUSSION_LIMITS.categoriesMax} categories`);
export type DiscussionCategoryBody = z.input<typeof discussionCategoryBody>;

export const discussionReportBody = z.object({
  did: id('The discussion id'),
  /** The reporter's username as hoj's form sends it; the server records the caller. */
  reporter: z.string().max(255).optional().nullable(),
  content: z
    .string('The report label and reason cannot be empty')
    .trim()
    .min(1, 'The report label and reason cannot be empty')
    .max(DISCUSSION_LIMITS.reportMax, `The report can not exceed ${DISCUSSION_LIMITS.reportMax} characters`),
});
export type DiscussionReportBody = z.input<typeof discussionReportBody>;

const status01 = numberField(z.literal([0, 1], 'The status must be 0 (normal) or 1 (hidden)'));

/** hoj sends the whole post; only the status and the pin are the back office's to change. */
export const adminDiscussionBody = z.object({
  id: id('The discussion id'),
  status: status01.optional(),
  topPriority: z.boolean('Pinning must be true or false').optional(),
});
export type AdminDiscussionBody = z.input<typeof adminDiscussionBody>;

export const adminDiscussionDeleteBody = z
  .array(id('The discussion id'), 'Choose the discussions to delete')
  .min(1, 'Choose the discussions to delete')
  .max(DISCUSSION_LIMITS.deleteMax, `At most ${DISCUSSION_LIMITS.deleteMax} discussions at a time`);

export const discussionReportListQuery = z.object({ ...pageQuery });

export const discussionReportUpdateBody = z.object({
  id: id('The report id'),
  status: numberField(z.literal([0, 1], 'The report status must be 0 (new) or 1 (handled)')),
});
