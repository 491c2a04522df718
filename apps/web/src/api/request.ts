import type { Endpoint, UploadSpec } from '@arbiter/contract';
import type { RequestOptions } from './client.ts';
import type { Query } from './url.ts';

/** How one row and its input become a request: the path with its parameters, the query, the body or the form. */

/** The parts of an input as they arrive at run time (typed by `CallInput` in call.ts). */
interface SentParts {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  upload?: { file: Blob; fields?: Record<string, unknown> };
}

/** The row's path with its `:name` segments filled in. */
function pathOf(endpoint: Endpoint, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * The multipart body: the fields that have a value, then the file in the row's field. Fields go
 * first so a server reading the stream knows them (a group avatar's gid) when the file arrives.
 */
function formOf(spec: UploadSpec | undefined, upload: NonNullable<SentParts['upload']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append(spec?.file ?? 'file', upload.file);
  return form;
}

/** The URL path and request of one call, for `send` and for the download helper. */
export function requestOf(endpoint: Endpoint, input: unknown): { path: string; options: RequestOptions } {
  const parts = (input ?? {}) as SentParts;
  const options: RequestOptions = {};
  if (parts.query) options.query = parts.query;
  if (parts.body !== undefined) options.body = parts.body;
  if (parts.upload) options.form = formOf(endpoint.upload, parts.upload);
  return { path: pathOf(endpoint, parts.params), options };
}
