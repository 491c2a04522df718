import { ResultStatus } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';

/** Why a page's subject is not shown: unknown, hidden from this user, or not loaded. */
export type UnavailableKind = 'notFound' | 'forbidden' | 'failed';

/** 404 and 403 come as HTTP codes or as body statuses (hoj-api §1.2); both read the same here. */
export function unavailableKind(error: unknown): UnavailableKind {
  if (error instanceof ApiError) {
    if (error.httpStatus === 404 || error.status === ResultStatus.NOT_FOUND) return 'notFound';
    if (error.httpStatus === 403 || error.status === ResultStatus.FORBIDDEN) return 'forbidden';
  }
  return 'failed';
}
