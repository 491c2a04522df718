import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { id } from '../ids.ts';
import { ROLE_GROUPS } from '../roles.ts';
import { noticeAdminPaths } from '../paths/notice-admin.ts';

/**
 * The super admin's system notices (hoj-api §10, spec part 3 §3 "Notice"): each is stored once and
 * shows in its users' message centres from its creation: `All` every user (those who join later
 * too), `Single` one user, `Admin` every user of an admin role (root, admin, problem admin).
 */

export const SYS_NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type SysNoticeType = (typeof SYS_NOTICE_TYPES)[number];

/** A notice as the back office lists it: hoj's AdminSysNoticeVO, with its recipient and read counts beside. */
export interface AdminSysNoticeVO {
  id: number;
  title: string;
  content: string;
  type: SysNoticeType;
  /** Sent to its recipients (hoj fans out hourly; here it shows at once, so always true). */
  state: boolean;
  adminUsername: string | null;
  gmtCreate: string;
  gmtModified: string;
  /** The `Single` notice's user; null for the other types (or once that user is deleted). */
  recipientId: string | null;
  recipientUsername: string | null;
  /** How many users it addresses now, and how many have read it. */
  recipients: number;
  read: number;
}

const typeField = z.enum(SYS_NOTICE_TYPES, 'The notice type must be All, Single or Admin');

export const sysNoticePageQuery = z.object({
  currentPage: z.coerce.number().int().optional().catch(undefined),
  limit: z.coerce.number().int().optional().catch(undefined),
  // An empty filter is no filter; an unknown type is refused rather than read as "all types".
  type: z.preprocess((v) => (v === '' ? undefined : v), typeField.optional()),
});

const title = z.string('Title is required').trim().min(1, 'Title is required').max(255, 'Title can not exceed 255 characters');
const content = z
  .string('Content is required')
  .trim()
  .min(1, 'Content is required')
  .max(65_535, 'The content cannot exceed 65535 characters');
/** An optional text field where blank is absent. */
const optionalName = (max: number, label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} can not exceed ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);

/**
 * A new notice. A `Single` notice names its user by `recipientId` (a uid, as hoj's clients send)
 * or `recipientUsername` (as the back-office form asks); both may be given if they name the same
 * user. The other types ignore them. `adminId` is ignored: the caller is the author.
 */
export const sysNoticeCreateBody = z.object({
  title,
  content,
  type: typeField,
  recipientId: optionalName(32, 'The recipient id'),
  recipientUsername: optionalName(100, 'The recipient username'),
  adminId: z.string().max(255).optional().nullable(),
});
export type SysNoticeCreateBody = z.input<typeof sysNoticeCreateBody>;

/** An edit changes the text only: the type and the recipients stay as delivered (other fields are ignored). */
export const sysNoticeUpdateBody = z.object({ id: id('The notice'), title, content });
export type SysNoticeUpdateBody = z.input<typeof sysNoticeUpdateBody>;

export const sysNoticeDeleteQuery = z.object({ id: id('The notice') });

const P = noticeAdminPaths;
const root = { auth: 'login', roles: ROLE_GROUPS.root } as const;

export const noticeAdminEndpoints = {
  adminSysNotice: get(P.adminSysNotice, { ...root, query: sysNoticePageQuery, response: shape<Page<AdminSysNoticeVO>>() }),
  adminSysNoticeCreate: post(P.adminSysNotice, { ...root, body: sysNoticeCreateBody, response: shape<null>() }),
  adminSysNoticeUpdate: put(P.adminSysNotice, { ...root, body: sysNoticeUpdateBody, response: shape<null>() }),
  adminSysNoticeDelete: del(P.adminSysNotice, { ...root, query: sysNoticeDeleteQuery, response: shape<null>() }),
} as const;
