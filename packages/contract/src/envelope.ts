/** The body of every JSON response: `{status, msg, data}` (hoj-api §1.1). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** Business status codes carried in the body (hoj-api §1.1). */
export const ResultStatus = {
  SUCCESS: 200,
  FAIL: 400,
  ACCESS_DENIED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SYSTEM_ERROR: 500,
} as const;
export type ResultStatusCode = (typeof ResultStatus)[keyof typeof ResultStatus];

/** A page as the client reads it: `records` and `total`, plus the usual page counters (hoj-api §1.3). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Whether a response body means success for the client: status 200 or no status at all (blobs). */
export function isSuccessBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return true;
  const status = (body as { status?: unknown }).status;
  return status === undefined || status === ResultStatus.SUCCESS;
}
