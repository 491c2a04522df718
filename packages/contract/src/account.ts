import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** Request and response shapes of the account calls (hoj-api §2, spec part 1 §3, §5). */

const trimmed = z.string().trim();

export const usernameField = trimmed
  .min(1, 'Username is required')
  .max(LIMITS.usernameMax, `Username can not exceed ${LIMITS.usernameMax} characters`);
export const passwordField = trimmed
  .min(LIMITS.passwordMin, `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`)
  .max(LIMITS.passwordMax, `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`);
export const emailField = trimmed.min(1, 'Email is required').pipe(z.email('The email format is incorrect'));
const emailCodeField = trimmed.length(LIMITS.emailCodeLength, `The code must be ${LIMITS.emailCodeLength} characters`);

export const loginRequest = z.object({
  username: usernameField,
  password: trimmed.min(1, 'Password is required').pipe(passwordField),
  /** One-time token from a solved slide puzzle, needed from the 5th failure on. */
  puzzleToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerRequest = z.object({
  username: usernameField,
  password: passwordField,
  email: emailField,
  code: emailCodeField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerCodeQuery = z.object({ email: emailField });

export const checkUsernameOrEmailRequest = z.object({
  username: z.string().trim().max(100).optional().nullable(),
  email: z.string().trim().max(320).optional().nullable(),
});

export const applyResetPasswordRequest = z.object({
  email: emailField,
  captcha: trimmed
    .min(LIMITS.resetCaptchaMin, 'The captcha is required')
    .max(LIMITS.resetCaptchaMax, `The captcha can not exceed ${LIMITS.resetCaptchaMax} characters`),
  captchaKey: trimmed.min(1, 'The captcha key is required').max(64),
});

export const resetPasswordRequest = z.object({
  username: usernameField,
  password: passwordField,
  code: trimmed.min(1, 'The code is required').max(64),
});

export const changePasswordRequest = z.object({
  oldPassword: trimmed.min(1, 'The current password is required').max(100),
  newPassword: passwordField,
});

export const changeEmailCodeQuery = z.object({ email: emailField });

export const changeEmailRequest = z.object({
  password: trimmed.min(1, 'The password is required').max(100),
  newEmail: emailField,
  code: emailCodeField,
});

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} can not exceed ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

export const genders = ['male', 'female', 'secrecy'] as const;

/** change-userInfo overwrites every field it names; null or empty clears it. */
export const changeUserInfoRequest = z.object({
  cfUsername: optionalText(50, 'Codeforces username'),
  realname: optionalText(LIMITS.realnameMax, 'Real name'),
  nickname: optionalText(LIMITS.nicknameMax, 'Nickname'),
  signature: z
    .string()
    .max(LIMITS.signatureMax, `Signature can not exceed ${LIMITS.signatureMax} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
  blog: optionalText(255, 'Blog'),
  gender: z
    .enum(genders, 'Gender must be male, female or secrecy')
    .nullable()
    .optional()
    .transform((v) => v ?? 'secrecy'),
  github: optionalText(255, 'GitHub'),
  school: optionalText(LIMITS.schoolMax, 'School'),
  number: optionalText(LIMITS.numberMax, 'Student number'),
});
export type ChangeUserInfoRequest = z.infer<typeof changeUserInfoRequest>;

export const userLookupQuery = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(100).optional(),
});

export const puzzleVerifyRequest = z.object({
  puzzleKey: z.string().trim().min(1, 'The puzzle key is required').max(64),
  x: z.number('The slider position must be a number').finite().min(0).max(1000),
});

/** What the client keeps of the signed-in user (spec part 1 §3). */
export interface UserInfoVO {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  email: string | null;
  number: string | null;
  gender: string;
  school: string | null;
  course: string | null;
  signature: string | null;
  realname: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  mobile: string | null;
  roleList: string[];
}

export interface ChangeAccountVO {
  code: 200 | 400 | 403;
  msg: string;
  userInfo: UserInfoVO | null;
}

export interface SolvedProblem {
  id: number;
  problemId: string;
  difficulty: number;
}

export interface UserHomeVO {
  uid: string;
  username: string;
  school: string | null;
  signature: string | null;
  nickname: string | null;
  gender: string;
  github: string | null;
  blog: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  total: number;
  rating: number | null;
  scoreList: number[];
  solvedList: string[];
  solvedGroupByDifficulty: Record<string, SolvedProblem[]>;
  recentLoginTime: string | null;
}

export interface CalendarHeatmap {
  endDate: string;
  dataList: { date: string; count: number }[];
}

export interface CaptchaVO {
  img: string;
  captchaKey: string;
}

export interface PuzzleVO {
  puzzleKey: string;
  /** Background with the hole, as a data URL (width 325, height 100). */
  background: string;
  /** The piece to slide, as a data URL. */
  piece: string;
  /** Vertical position of the piece in the background. */
  y: number;
  width: number;
  height: number;
}

/** Data of a login refusal that asks the client to solve the slide puzzle first. */
export interface LoginRefusalData {
  requirePuzzle: boolean;
  failures: number;
}
