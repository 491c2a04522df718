import { ResultStatus, type Envelope, type Message, type Page, pageCount } from '@arbiter/contract';
import { toMessage, type Text } from './catalogue.ts';
import { withChinese } from './i18n.ts';

/** An envelope whose `msg` is answered in the client's language. */
export function envelope<T>(status: number, msg: Text, data: T): Envelope<T> {
  const message = toMessage(msg);
  return withChinese({ status, msg: message.en, data }, message);
}

export function ok<T>(data: T, msg: Text = 'success'): Envelope<T> {
  return envelope(ResultStatus.SUCCESS, msg, data);
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: pageCount(total, size) };
}

/**
 * A refusal. `bodyStatus` is what the client reads in `status`; `httpStatus` is the transport code.
 * Business refusals travel as HTTP 200 with a body status (hoj-api §1.2); only authentication,
 * permission, switch and validation refusals use a real HTTP code.
 */
export class ApiError extends Error {
  readonly bodyStatus: number;
  readonly httpStatus: number;
  readonly data: unknown;
  /** What the client reads in `msg`, in both languages; `message` is the English. */
  readonly text: Message;
  constructor(bodyStatus: number, msg: Text, opts: { httpStatus?: number; data?: unknown } = {}) {
    const text = toMessage(msg);
    super(text.en);
    this.text = text;
    this.bodyStatus = bodyStatus;
    this.httpStatus = opts.httpStatus ?? 200;
    this.data = opts.data ?? null;
  }
}

/** A business failure: HTTP 200, body 400. */
export const fail = (msg: Text, data?: unknown) => new ApiError(ResultStatus.FAIL, msg, { data });
/** HTTP 200, body 403 (a rule checked inside the service). */
export const forbidden = (msg: Text) => new ApiError(ResultStatus.FORBIDDEN, msg);
/** HTTP 200, body 404. */
export const notFound = (msg: Text) => new ApiError(ResultStatus.NOT_FOUND, msg);
/** HTTP 200, body 401 (e.g. a feature switched off for the caller). */
export const accessDenied = (msg: Text) => new ApiError(ResultStatus.ACCESS_DENIED, msg);

export const MSG = {
  loginFirst: 'Please login first',
  sessionExpired: 'Your login has expired, please login again',
  banned: 'Your account has been banned, please contact an administrator',
  noPermission: 'Sorry, you do not have permission to perform this operation',
  serverError: 'Server Error!',
  badFormat: 'Failed to parse parameter format!',
} as const;

/** HTTP 401 — the client clears the session and opens the login dialog. */
export const unauthenticated = (msg: Text = MSG.loginFirst) => new ApiError(ResultStatus.ACCESS_DENIED, msg, { httpStatus: 401 });
/** HTTP 403 — missing role or permission; the client refreshes its roles. */
export const noPermission = (msg: Text = MSG.noPermission) => new ApiError(ResultStatus.FORBIDDEN, msg, { httpStatus: 403 });
/** HTTP 400 — malformed or invalid input, rejected before anything changes. */
export const badRequest = (msg: Text) => new ApiError(ResultStatus.FAIL, msg, { httpStatus: 400 });
