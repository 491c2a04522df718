import type { Endpoint, EndpointInput, EndpointResponse, FileDownload } from '@arbiter/contract';
import { send, type Reply, type RequestOptions } from './client.ts';
import { requestOf } from './request.ts';
import type { QueryValue } from './url.ts';

/**
 * Every call of the web app goes through its row of the contract's endpoint table
 * (`endpoints.<name>`): the row gives the method, the path and the answer's type, its schemas the
 * input's. `client.ts` keeps the rules every call shares (token, refresh, errors, timeout).
 *
 *   call(endpoints.contestInfo, { query: { cid } })            → Promise<ContestVO>
 *   callReply(endpoints.adminProblemCreate, { body: dto })     → the message and headers too
 *   downloadFile(endpoints.downloadTestcase, { query: { pid } }) (download.ts) for `file()` rows
 */

/**
 * A query or path field as the URL carries it. A schema that reads text into a number or a flag
 * accepts any text (its input type is `unknown`, or `'true' | 'false'`): the caller gives the
 * number or boolean and the URL spells it, as `buildUrl` always did.
 */
type UrlField<T> = unknown extends T ? QueryValue | readonly QueryValue[] : T extends 'true' | 'false' ? T | boolean : T;

type UrlFields<Q> = Q extends object ? { [K in keyof Q]: UrlField<Q[K]> } : Q;

/** A browser file in the row's form field, and the form's other fields. */
type UploadFields<U> = U extends object ? ('fields' extends keyof U ? { file: Blob; fields?: U['fields'] } : { file: Blob }) : U;

/** What a call sends: the parts its row declares (`params`, `query`, `body`, `upload`). */
export type CallInput<E extends Endpoint> = {
  [K in keyof EndpointInput<E>]: K extends 'query' | 'params'
    ? UrlFields<EndpointInput<E>[K]>
    : K extends 'upload'
      ? UploadFields<EndpointInput<E>[K]>
      : EndpointInput<E>[K];
};

/** The query a row reads, as a fetcher's caller gives it. */
export type CallQuery<E extends Endpoint> = NonNullable<CallInput<E>['query']>;

/** The JSON body a row reads, as a form builds it. */
export type CallBody<E extends Endpoint> = NonNullable<CallInput<E>['body']>;

/** What a call may add to its request: a conditional request's `If-None-Match`, a longer wait. */
type CallOptions = Pick<RequestOptions, 'headers' | 'timeoutMs'>;

/** The arguments after the row: the input may be left out when every part of it is optional. */
export type CallArgs<E extends Endpoint> =
  EndpointResponse<E> extends FileDownload
    ? [input: 'A file() row is fetched with downloadFile (download.ts)', options?: never]
    : Partial<CallInput<E>> extends CallInput<E>
      ? [input?: CallInput<E>, options?: CallOptions]
      : [input: CallInput<E>, options?: CallOptions];

/** Sends one call and answers its whole reply: `data`, the server's message, the headers, a 304. */
export async function callReply<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Reply<EndpointResponse<E>>> {
  const [input, options] = args as [unknown, CallOptions | undefined];
  const request = requestOf(endpoint, input);
  return send<EndpointResponse<E>>(endpoint.method, request.path, { ...request.options, ...options });
}

/** Sends one call and answers its `data`; failures are reported to the user and rejected as ApiError. */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>> {
  return (await callReply(endpoint, ...args)).data;
}
