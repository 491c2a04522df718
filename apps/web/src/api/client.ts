import { API, LIMITS, ResultStatus, isSuccessBody, type Envelope, type UserAuthInfoVO } from '@arbiter/contract';
import { currentLanguage, i18n } from '../i18n/index.ts';
import type { Messages } from '../i18n/zh-CN.ts';
import { authDialog } from '../session/authDialog.ts';
import { session } from '../session/session.ts';
import { isMobileUserAgent, notify, toast } from '../ui/feedback.ts';
import { navigateTo } from '../ui/navigation.ts';
import { buildUrl, urlType, type Query } from './url.ts';

/**
 * The fetch client under `call` (call.ts) and the download helper (spec part 1 §7, §8; API
 * conventions §1): the rules every call shares. Every call carries the stored token raw in `Authorization` (not on the two login calls) and
 * `Url-Type: admin|general`; a refreshed token in the response headers replaces the stored one.
 */

export interface RequestOptions {
  query?: Query;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (file uploads). */
  form?: FormData;
  timeoutMs?: number;
  /** Extra request headers, such as a conditional request's `If-None-Match`. */
  headers?: Record<string, string>;
}

export type ErrorKind = 'http' | 'body' | 'timeout' | 'network';

export class ApiError extends Error {
  readonly kind: ErrorKind;
  /** The HTTP status, when a response arrived. */
  readonly httpStatus: number | null;
  /** The `status` field of the body, when there was one. */
  readonly status: number | null;
  /** The `data` field of the body, when there was one. */
  readonly data: unknown;

  constructor(kind: ErrorKind, text: string, httpStatus: number | null, status: number | null, data: unknown) {
    super(text);
    this.name = 'ApiError';
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.status = status;
    this.data = data;
  }
}

export interface Reply<T> {
  data: T;
  msg: string;
  headers: Headers;
  /** The server answered 304 Not Modified to a conditional request: there is no data. */
  notModified?: boolean;
}

const LOGIN_PATHS = new Set<string>([API.login, API.adminLogin]);

function requestHeaders(path: string, hasJsonBody: boolean): Headers {
  // The server words its messages in the interface's language.
  const headers = new Headers({ Accept: 'application/json', 'Url-Type': urlType(path), 'Accept-Language': currentLanguage() });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (!LOGIN_PATHS.has(path)) {
    const token = session.storedToken();
    if (token) headers.set('Authorization', token);
  }
  return headers;
}

/** A refreshed token comes back as `Refresh-Token` plus `Authorization` (on errors too). */
function takeRefreshedToken(headers: Headers): void {
  if (!headers.get('Refresh-Token')) return;
  const token = headers.get('Authorization');
  if (token) session.setToken(token);
}

type ClientMessage = `errors.${keyof Messages['errors']}` | 'common.error';
const t = (key: ClientMessage): string => i18n.t(key);

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function envelopeField<K extends keyof Envelope>(body: unknown, key: K): Envelope[K] | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  return (body as Partial<Envelope>)[key];
}

let refreshingRoles = false;

/** After a 403 the user's roles may have changed: fetch them again and store them. */
async function refreshRoles(): Promise<void> {
  if (refreshingRoles || !session.get().token) return;
  refreshingRoles = true;
  try {
    const res = await send<UserAuthInfoVO | null>('GET', API.userAuthInfo);
    const roles = res.data?.roles;
    if (Array.isArray(roles)) session.updateUser({ roleList: roles });
  } catch {
    // The failure has been reported already.
  } finally {
    refreshingRoles = false;
  }
}

function handleHttpError(path: string, res: Response, body: unknown): ApiError {
  const msg = envelopeField(body, 'msg');
  const status = envelopeField(body, 'status') ?? null;
  const data = envelopeField(body, 'data');
  const text = typeof msg === 'string' && msg ? msg : '';
  const isAdmin = urlType(path) === 'admin' || res.headers.get('Url-Type') === 'admin';
  switch (res.status) {
    case 401: {
      if (text) toast.error(text);
      session.clear();
      if (isAdmin) navigateTo('/admin/login');
      else authDialog.open('login');
      return new ApiError('http', text || t('errors.pleaseLogin'), 401, status, data);
    }
    case 403: {
      if (text) toast.error(text);
      void refreshRoles();
      if (path.startsWith('/api/admin')) navigateTo('/admin');
      return new ApiError('http', text || t('errors.forbidden'), 403, status, data);
    }
    case 404: {
      const m = t('errors.notFound');
      toast.error(m);
      return new ApiError('http', m, 404, status, data);
    }
    default: {
      const m = text || t('errors.server');
      toast.error(m);
      return new ApiError('http', m, res.status, status, data);
    }
  }
}

/**
 * Sends one request and unwraps the envelope; failures are reported to the user and rejected as
 * ApiError. The app calls through `call` (call.ts), which takes the path and types from the row.
 */
export async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
  const hasJson = options.body !== undefined && !options.form;
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? LIMITS.requestTimeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers: { ...Object.fromEntries(requestHeaders(path, hasJson)), ...options.headers },
      body: options.form ?? (hasJson ? JSON.stringify(options.body) : undefined),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    clearTimeout(timer);
    const m = timedOut ? t('errors.timeout') : t('errors.network');
    toast.error(m);
    throw new ApiError(timedOut ? 'timeout' : 'network', m, null, null, null);
  }

  let body: unknown;
  try {
    body = await readBody(res);
  } finally {
    clearTimeout(timer);
  }
  takeRefreshedToken(res.headers);

  if (res.status === 304) return { data: null as T, msg: '', headers: res.headers, notModified: true };
  if (!res.ok) throw handleHttpError(path, res, body);

  const msg = envelopeField(body, 'msg');
  const text = typeof msg === 'string' ? msg : '';
  if (!isSuccessBody(body)) {
    const m = text || t('errors.server');
    toast.error(m);
    if (!isMobileUserAgent()) notify.error(t('common.error'), m);
    const status = envelopeField(body, 'status') ?? ResultStatus.FAIL;
    throw new ApiError('body', m, res.status, status, envelopeField(body, 'data'));
  }
  const data = (body !== null && typeof body === 'object' && 'status' in body ? envelopeField(body, 'data') : body) as T;
  return { data, msg: text, headers: res.headers };
}

/**
 * A file download (`downloadFile` in download.ts sends a `file()` row through it). A blob passes through untouched; a JSON reply means a message (info) or an error,
 * and a JSON reply without a message is an invalid file.
 */
export async function download(path: string, query?: RequestOptions['query']): Promise<{ blob: Blob; filename: string } | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.downloadTimeoutMs);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), { headers: requestHeaders(path, false), signal: controller.signal });
  } catch {
    clearTimeout(timer);
    const m = timedOut ? t('errors.timeout') : t('errors.network');
    toast.error(m);
    throw new ApiError(timedOut ? 'timeout' : 'network', m, null, null, null);
  }
  try {
    takeRefreshedToken(res.headers);
    const type = res.headers.get('Content-Type') ?? '';
    if (type.includes('application/json')) {
      const body = await readBody(res);
      if (!res.ok) throw handleHttpError(path, res, body);
      const msg = envelopeField(body, 'msg');
      if (typeof msg === 'string' && msg) {
        if (isSuccessBody(body)) toast.info(msg);
        else toast.error(msg);
      } else toast.error(t('errors.invalidFile'));
      return null;
    }
    if (!res.ok) throw handleHttpError(path, res, null);
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const match = /filename=([^;]+)/i.exec(disposition);
    const filename = match?.[1] ? decodeURIComponent(match[1].replace(/"/g, '')) : 'download';
    return { blob: await res.blob(), filename };
  } finally {
    clearTimeout(timer);
  }
}
