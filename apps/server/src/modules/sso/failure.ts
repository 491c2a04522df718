import type { SsoError } from '@arbiter/contract';

/**
 * A sign-in through the provider that cannot go on. It never becomes an HTTP error: the callback
 * sends the browser to the web page with its code, which says what happened in the reader's
 * language. `cause` keeps what the library said, for the server's log.
 */
export class SsoFailure extends Error {
  readonly code: SsoError;
  constructor(code: SsoError, cause?: unknown) {
    super(`single sign-on: ${code}`, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}
