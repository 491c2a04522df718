import { z } from 'zod';
import { siteAnnouncementBody } from './endpoints/announcement-admin.ts';
import type { AnnouncementVO } from './home.ts';
import { id, numberField, pageQuery, queryFlag } from './ids.ts';
import { customIssue } from './messages.ts';

/**
 * Groups (spec part 3 §2.3, §3–§6, §9; hoj-api §11): a class or a club with its members, problems,
 * trainings, contests, discussions, announcements and rank. Levels are the member's `auth`.
 */

/** Who may join: at once (public), by an accepted application (protected), by the code and an accepted application (private). */
export const GroupAuth = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupAuthValue = (typeof GroupAuth)[keyof typeof GroupAuth];

/** A member's level (group_member.auth); 0 is "no row" as get-group-auth answers it. */
export const GroupLevel = { NONE: 0, APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type GroupLevelValue = (typeof GroupLevel)[keyof typeof GroupLevel];

export const isGroupMember = (level: number) => level >= GroupLevel.MEMBER;
export const isGroupAdmin = (level: number) => level >= GroupLevel.ADMIN;
export const isGroupRoot = (level: number) => level >= GroupLevel.ROOT;

export const GROUP_LIMITS = {
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  codeLength: 6,
  reasonMin: 5,
  reasonMax: 100,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

export const GROUP_PAGE_SIZES = { list: 15, other: 10, home: 5, rank: 30 } as const;
export const GROUP_LIST_PAGE_SIZES = [9, 15, 30, 60, 120] as const;

/** A group as its list and home show it (hoj's GroupVO). */
export interface GroupVO {
  id: number;
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  /** The owner's username. */
  owner: string;
  uid: string;
  auth: GroupAuthValue;
  visible: boolean;
  /** 0 normal, 1 banned, 2 disbanded. */
  status: number;
  memberCount: number;
  gmtCreate: string;
}

/** get-group-detail: the group, with its code only for its root and super admins. */
export interface Group extends GroupVO {
  code: string | null;
  gmtModified: string;
}

/** A member or an applicant (hoj's GroupMemberVO). */
export interface GroupMemberVO {
  id: number;
  gid: number;
  uid: string;
  username: string;
  avatar: string | null;
  auth: GroupLevelValue;
  reason: string | null;
  gmtCreate: string;
  gmtModify: string;
}

/** A group announcement (status 0 visible, 1 hidden). */
export interface GroupAnnouncementVO extends AnnouncementVO {
  gid: number;
  status: number;
}

/** One row of the group rank (ACM: ac then fewest submissions; OI: score). */
export interface GroupRankRow {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
  total: number;
  score: number;
}

// ---------------------------------------------------------------- requests

const L = GROUP_LIMITS;

const sized = (label: string, min: number, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be ${min} to ${max} characters`)
    .max(max, `${label} must be ${min} to ${max} characters`);

const groupAuth = numberField(z.literal([1, 2, 3], 'The group auth must be 1 (public), 2 (protected) or 3 (private)'));
const groupCode = z
  .string('The group code is required')
  .trim()
  .length(L.codeLength, `The group code must be exactly ${L.codeLength} characters`);

export const gidQuery = z.object({ gid: id('The group id') });

export const groupListQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(255).optional().catch(undefined),
  auth: numberField(z.literal([1, 2, 3]))
    .optional()
    .catch(undefined),
  onlyMine: queryFlag,
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

const groupFields = {
  name: sized('Group name', L.nameMin, L.nameMax),
  shortName: sized('Group short name', L.shortNameMin, L.shortNameMax).regex(
    /^[A-Za-z0-9_-]+$/,
    "The group short name may hold only letters, digits, '-' and '_'",
  ),
  brief: sized('Group brief', L.briefMin, L.briefMax),
  description: sized('Group description', L.descriptionMin, L.descriptionMax),
  auth: groupAuth,
  code: groupCode.optional().nullable(),
  visible: z.boolean('The visible switch must be true or false').optional(),
};

/** A code is needed unless the group is public. */
function codeWhenNeeded(v: { auth?: number | undefined; code?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (v.auth !== undefined && v.auth !== GroupAuth.PUBLIC && !v.code) {
    customIssue(ctx, { en: 'The group code is required', zh: '团队邀请码不能为空' }, ['code']);
  }
}

export const groupCreateBody = z.object(groupFields).superRefine(codeWhenNeeded);
export type GroupCreateBody = z.input<typeof groupCreateBody>;

/** Update: the group id and any of the fields (hoj's "non-empty fields"). */
export const groupUpdateBody = z
  .object({
    id: id('The group id'),
    name: groupFields.name.optional(),
    shortName: groupFields.shortName.optional(),
    brief: groupFields.brief.optional(),
    description: groupFields.description.optional(),
    auth: groupAuth.optional(),
    code: groupFields.code,
    visible: groupFields.visible,
  })
  .superRefine(codeWhenNeeded);
export type GroupUpdateBody = z.input<typeof groupUpdateBody>;

export const groupMemberListQuery = z.object({
  ...pageQuery,
  gid: id('The group id'),
  keyword: z.string().trim().max(255).optional().catch(undefined),
  auth: numberField(z.literal([1, 2, 3, 4, 5]))
    .optional()
    .catch(undefined),
});
export type GroupMemberListQuery = z.infer<typeof groupMemberListQuery>;

/** POST /api/group/member: the application, in the query (hoj-api §15 note 7). Code and reason are checked against the group. */
export const groupApplyQuery = z.object({
  gid: id('The group id'),
  code: z.string().trim().max(64).optional(),
  reason: z.string().trim().max(1000).optional(),
});
export type GroupApplyQuery = z.infer<typeof groupApplyQuery>;

export const groupMemberUpdateBody = z.object({
  gid: id('The group id'),
  uid: z.string('The user id is required').trim().min(1, 'The user id is required').max(32),
  auth: numberField(z.literal([1, 2, 3, 4, 5], 'The member auth must be 1 to 5')),
});
export type GroupMemberUpdateBody = z.input<typeof groupMemberUpdateBody>;

export const groupMemberDeleteQuery = z.object({
  gid: id('The group id'),
  uid: z.string('The user id is required').trim().min(1, 'The user id is required').max(32),
});

export const groupPageQuery = z.object({ ...pageQuery, gid: id('The group id') });
export type GroupPageQuery = z.infer<typeof groupPageQuery>;

/** A group announcement: the site's announcement form with the group's id (title and content as the site's). */
export const groupAnnouncementBody = siteAnnouncementBody.omit({ uid: true }).extend({ gid: id('The group id') });
export type GroupAnnouncementBody = z.input<typeof groupAnnouncementBody>;

export const groupAnnouncementUpdateBody = groupAnnouncementBody.extend({ id: id('The announcement') });

export const aidQuery = z.object({ aid: id('The announcement') });

export const groupRankQuery = z.object({
  ...pageQuery,
  gid: id('The group id'),
  type: numberField(z.literal([0, 1], 'The rank type must be 0 (ACM) or 1 (OI)'))
    .optional()
    .catch(0),
  searchUser: z.string().trim().max(255).optional().catch(undefined),
});
export type GroupRankQuery = z.infer<typeof groupRankQuery>;
