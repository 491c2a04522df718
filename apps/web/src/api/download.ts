import type { Endpoint, EndpointResponse, FileDownload } from '@arbiter/contract';
import type { CallInput } from './call.ts';
import { requestOf } from './request.ts';
import { download } from './client.ts';

/** Files the server sends (hoj-api §12), handed to the browser to save. */

/** Hands a downloaded blob to the browser as a file. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The input of a `file()` row; a row that answers JSON is sent with `call` (call.ts). */
type DownloadArgs<E extends Endpoint> =
  EndpointResponse<E> extends FileDownload ? [input: CallInput<E>] : [input: 'A JSON row is sent with call (call.ts)'];

/** Downloads a `file()` row's file and saves it; false when the server answered a message instead of a file. */
export async function downloadFile<E extends Endpoint>(endpoint: E, ...[input]: DownloadArgs<E>): Promise<boolean> {
  const request = requestOf(endpoint, input);
  const file = await download(request.path, request.options.query);
  if (!file) return false;
  saveBlob(file.blob, file.filename);
  return true;
}
