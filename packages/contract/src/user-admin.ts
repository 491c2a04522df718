import { z } from 'zod';
import { pageQuery, queryFlag } from './ids.ts';
import { LIMITS } from './limits.ts';
import { isRoleId } from './roles.ts';
import { emailField, passwordField, usernameField } from './account.ts';
import { customIssue, schemaMessageZh, type Message } from './messages.ts';

/**
 * The back office's user management (hoj-api §13.2, spec part 3 §5): list, edit, delete, import a
 * CSV of users, generate numbered accounts. Super admins only (the user_admin permission is theirs).
 */

export const USER_ADMIN_LIMITS = {
  /** Rows of one import, accounts of one generation. */
  batchMax: 1000,
  /** Users of one delete. */
  deleteMax: 1000,
  titleNameMax: 20,
  /** A generated password: at most what the login accepts, so every account can sign in. */
  generatedPasswordMin: LIMITS.passwordMin,
  generatedPasswordMax: LIMITS.passwordMax,
  /** The sheet of generated accounts can be downloaded this long. */
  sheetTtlSeconds: 1800,
  /** The import's columns, in order (spec part 3 §5: 7 columns). */
  importColumns: ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'],
} as const;

/** A role as the user list names it (hoj's Role row). */
export interface UserRoleVO {
  id: number;
  role: string;
  description: string;
  /** 0 in use. */
  status: number;
}

/** A user as the back office lists it: never any password or hash (hoj's UserRolesVO without them). */
export interface UserRolesVO {
  uid: string;
  username: string;
  realname: string | null;
  email: string | null;
  nickname: string | null;
  school: string | null;
  number: string | null;
  gender: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** 0 normal, 1 banned. */
  status: number;
  gmtCreate: string;
  gmtModified: string;
  /** The user's one role, as a list (hoj's shape). */
  roles: UserRoleVO[];
}

export const userListQuery = z.object({
  ...pageQuery,
  /** Only the super admins, admins and problem admins. */
  onlyAdmin: queryFlag,
  /** Matches the username, the email or the real name. */
  keyword: z.string().trim().max(100).optional().catch(undefined),
});

/** Empty text (or none) is null. */
const optionalText = (max: number, label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} can not exceed ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const titleColor = z
  .string('The colour must be a CSS colour such as #409EFF')
  .trim()
  .max(32, 'The colour can not exceed 32 characters')
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\))?$/, 'The colour must be a CSS colour such as #409EFF')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const uidField = z.string('The user is required').trim().min(1, 'The user is required').max(32, 'The user is required');

export const editUserBody = z
  .object({
    uid: uidField,
    username: usernameField,
    realname: optionalText(LIMITS.realnameMax, 'Real name'),
    email: z
      .union([z.literal(''), z.null(), emailField])
      .optional()
      .transform((v) => (v ? v : null)),
    /** Read only when setNewPwd is true. */
    password: z.string('Password must be text').max(100, 'Password can not exceed 100 characters').nullable().optional(),
    setNewPwd: z.boolean('The new password switch must be true or false').optional().default(false),
    /** The role id (hoj-api §1.5). */
    type: z.number('The role must be a role id').refine(isRoleId, 'The role must be a role id'),
    status: z.union([z.literal(0), z.literal(1)], 'The status must be 0 (normal) or 1 (banned)'),
    titleName: optionalText(USER_ADMIN_LIMITS.titleNameMax, 'Title name'),
    titleColor,
  })
  .transform((v, ctx) => {
    if (!v.setNewPwd) return { ...v, password: null };
    const parsed = passwordField.safeParse(v.password ?? '');
    if (!parsed.success) {
      const en = parsed.error.issues[0]?.message ?? 'Password is required';
      customIssue(ctx, { en, zh: schemaMessageZh(en) ?? en }, ['password']);
      return z.NEVER;
    }
    return { ...v, password: parsed.data };
  });
export type EditUserBody = z.input<typeof editUserBody>;

export const deleteUsersBody = z.object({
  ids: z
    .array(uidField, 'Choose the users to delete')
    .min(1, 'Choose the users to delete')
    .max(USER_ADMIN_LIMITS.deleteMax, `At most ${USER_ADMIN_LIMITS.deleteMax} users at a time`),
});

/** A CSV cell: text, a number (a gender of 0 or 1) or nothing; read as trimmed text. */
const cell = z.union([z.string(), z.number(), z.null()], 'A cell must be text').transform((v) => (v === null ? '' : String(v).trim()));

/** The rows of an import, checked one by one on the server so that the refusal names every bad row. */
export const insertBatchUserBody = z.object({
  users: z
    .array(z.array(cell, 'Each row must be a list of cells').max(20, 'Each row must be a list of cells'), 'Choose the users to import')
    .min(1, 'Choose the users to import')
    .max(USER_ADMIN_LIMITS.batchMax, `At most ${USER_ADMIN_LIMITS.batchMax} users at a time`),
});
export type InsertBatchUserBody = z.input<typeof insertBatchUserBody>;

/** The problems of one row of a refused import (row 1 is the first row sent). */
export interface ImportRowProblem {
  row: number;
  username: string;
  errors: Message[];
}

/** The `data` of a refused import: every bad row, and nothing was written. */
export interface ImportRefusal {
  rows: ImportRowProblem[];
}

const affix = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(LIMITS.usernameMax, `${label} can not exceed ${LIMITS.usernameMax} characters`)
    .regex(/^\S*$/, `${label} can not contain spaces`)
    .nullable()
    .optional()
    .transform((v) => v ?? '');

const accountNumber = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
    z
      .number(`${label} is required`)
      .int(`${label} must be a whole number from 0 to 999999999`)
      .min(0, `${label} must be a whole number from 0 to 999999999`)
      .max(999_999_999, `${label} must be a whole number from 0 to 999999999`),
  );

const { generatedPasswordMin: pwMin, generatedPasswordMax: pwMax, batchMax } = USER_ADMIN_LIMITS;
const pwLengthMessage = `The password length must be a whole number from ${pwMin} to ${pwMax}`;

/** generate-user's body, in hoj's snake_case. */
export const generateUserBody = z
  .object({
    prefix: affix('The prefix'),
    suffix: affix('The suffix'),
    number_from: accountNumber('The start number'),
    number_to: accountNumber('The end number'),
    password_length: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v) : v),
      z.number(pwLengthMessage).int(pwLengthMessage).min(pwMin, pwLengthMessage).max(pwMax, pwLengthMessage),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.number_to < v.number_from) {
      customIssue(ctx, { en: 'The end number can not be below the start number', zh: '结束编号不能小于起始编号' }, ['number_to']);
    } else if (v.number_to - v.number_from + 1 > batchMax) {
      customIssue(ctx, { en: `At most ${batchMax} users at a time`, zh: `一次最多 ${batchMax} 个用户` }, ['number_to']);
    } else if (`${v.prefix}${v.number_to}${v.suffix}`.length > LIMITS.usernameMax) {
      const max = LIMITS.usernameMax;
      customIssue(ctx, { en: `The generated usernames can not exceed ${max} characters`, zh: `生成的用户名不能超过 ${max} 个字符` }, [
        'suffix',
      ]);
    }
  });
export type GenerateUserBody = z.input<typeof generateUserBody>;

export interface GenerateUserVO {
  /** Fetches the sheet at /api/file/generate-user-excel?key= for 30 minutes. */
  key: string;
}

export const generateUserExcelQuery = z.object({
  key: z.string('The key is required').trim().min(1, 'The key is required').max(64, 'The key is required'),
});
