import type { z } from 'zod';
import type { PermissionName } from './roles.ts';

/**
 * One row of the endpoint table: everything server and clients must agree on about one call —
 * method, path, who may call it, the schemas of its input and the type of its answer. The
 * server registers its routes from these rows (apps/server/src/http/endpoint.ts); a client calls
 * through them with `EndpointInput` and `EndpointResponse`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call treats the token (hoj-api legend):
 *  - 'anon': works without a token; a bad or expired token is ignored.
 *  - 'optional': works without a token, but a sent token that is bad or expired is HTTP 401.
 *  - 'login': a valid token is required (HTTP 401 otherwise).
 * `roles` / `permission` add a role check (HTTP 403 when it fails) and need 'login'.
 */
export type AuthLevel = 'anon' | 'optional' | 'login';

declare const dataType: unique symbol;

/**
 * What a call answers. `body: 'json'` is the `{status, msg, data}` envelope with `data: T`;
 * `'file'` is the bytes of a download, `'stream'` a Server-Sent Events stream that stays open and
 * `'redirect'` an HTTP 302 that sends a browser on (a refusal of any of them still comes as the
 * envelope). `T` exists only for the type checker: a row costs nothing more at run time than the
 * kind of body. `'plain'` is JSON without the envelope and `'ndjson'` a stream of JSON lines
 * (`plain()`, `ndjson()`: the CLICS Contest API).
 */
export interface Responds<T> {
  readonly body: 'json' | 'file' | 'stream' | 'redirect' | 'plain' | 'ndjson';
  readonly [dataType]?: T;
}

const JSON_BODY: Responds<never> = { body: 'json' };
const FILE_BODY: Responds<never> = { body: 'file' };
const STREAM_BODY: Responds<never> = { body: 'stream' };

/** The envelope's `data` of a call, e.g. `response: shape<ContestVO>()`. */
/* @__NO_SIDE_EFFECTS__ */
export function shape<T>(): Responds<T> {
  return JSON_BODY;
}

/** The bytes of a download; a client reads them as a file (its name in Content-Disposition). */
export interface FileDownload {
  readonly download: 'file';
}

/* @__NO_SIDE_EFFECTS__ */
export function file(): Responds<FileDownload> {
  return FILE_BODY;
}

/** A stream of Server-Sent Events (`text/event-stream`) that stays open until either side ends it. */
export interface EventStream {
  readonly stream: 'events';
}

/* @__NO_SIDE_EFFECTS__ */
export function stream(): Responds<EventStream> {
  return STREAM_BODY;
}

/** Where an HTTP 302 sends the browser: a page to navigate to, never data to read. */
interface PageRedirect {
  readonly redirect: 'page';
}

const REDIRECT_BODY: Responds<never> = { body: 'redirect' };

/** A call a browser navigates to (a link, not a fetch): it answers HTTP 302 to the next page. */
/* @__NO_SIDE_EFFECTS__ */
export function redirect(): Responds<PageRedirect> {
  return REDIRECT_BODY;
}

const PLAIN_BODY: Responds<never> = { body: 'plain' };
const NDJSON_BODY: Responds<never> = { body: 'ndjson' };

/**
 * JSON as it is, without the envelope: the answers of a standard defined elsewhere (the CLICS
 * Contest API), whose clients read `T` itself. A refusal still comes as JSON with the HTTP code.
 */
/* @__NO_SIDE_EFFECTS__ */
export function plain<T>(): Responds<T> {
  return PLAIN_BODY;
}

/** Newline-delimited JSON (`application/x-ndjson`), one object a line, that may stay open (the CLICS event feed). */
interface NdjsonStream {
  readonly stream: 'ndjson';
}

/* @__NO_SIDE_EFFECTS__ */
export function ndjson(): Responds<NdjsonStream> {
  return NDJSON_BODY;
}

/** A multipart upload: the file's form field, and the schema of the other fields when there are any. */
export interface UploadSpec {
  readonly file: string;
  readonly fields?: z.ZodType;
}

/** What an uploaded file must offer: a browser's `File` or `Blob` does. */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
}

interface Input {
  /** Path parameters (`:name` segments of the path). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart body instead of a JSON one. */
  readonly upload?: UploadSpec;
  readonly response: Responds<unknown>;
}

type Access =
  | { readonly auth: 'anon' | 'optional'; readonly roles?: undefined; readonly permission?: undefined }
  | { readonly auth: 'login'; readonly roles?: readonly string[]; readonly permission?: PermissionName };

/** What a row says besides its method and path. */
export type EndpointSpec = Input & Access;

export type Endpoint = EndpointSpec & { readonly method: HttpMethod; readonly path: string };

/** The row builders, one per method: `get(path, { auth, query, response })`. */
export const get = /* @__NO_SIDE_EFFECTS__ */ <const S extends EndpointSpec>(path: string, spec: S) => ({
  method: 'GET' as const,
  path,
  ...spec,
});
export const post = /* @__NO_SIDE_EFFECTS__ */ <const S extends EndpointSpec>(path: string, spec: S) => ({
  method: 'POST' as const,
  path,
  ...spec,
});
export const put = /* @__NO_SIDE_EFFECTS__ */ <const S extends EndpointSpec>(path: string, spec: S) => ({
  method: 'PUT' as const,
  path,
  ...spec,
});
export const del = /* @__NO_SIDE_EFFECTS__ */ <const S extends EndpointSpec>(path: string, spec: S) => ({
  method: 'DELETE' as const,
  path,
  ...spec,
});

/** The schema a row declares for one part of the input, or undefined. */
export type EndpointSchema<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** The envelope's `data` of a call ({@link FileDownload} for a download). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends Responds<infer T> ? T : never;

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> =
  EndpointSchema<E, K> extends z.ZodType ? { [P in K]: z.input<EndpointSchema<E, K>> } : { [P in K]?: undefined };

type UploadPart<E extends Endpoint> = E extends { readonly upload: infer U extends UploadSpec }
  ? { upload: { file: UploadFile } & (U extends { readonly fields: infer F extends z.ZodType } ? { fields?: z.input<F> } : unknown) }
  : { upload?: undefined };

/** What a client sends: the parts the row declares, as their schemas accept them. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'> & UploadPart<E>;
