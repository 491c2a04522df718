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

/** The multipart body: the file in the row's field, then the other fields that have a value. */
function formOf(spec: UploadSpec | undefined, upload: NonNullable<SentParts['upload']>): FormData {
  const form = new FormData();
  form.append(spec?.file ?? 'file', upload.file);
  for (const [name, value] of Object.entries(upload.fields ?? {})) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
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
