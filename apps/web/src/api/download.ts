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

/** Downloads and saves a file; false when the server answered a message instead of a file. */
export async function downloadAndSave(path: string, query: Parameters<typeof download>[1]): Promise<boolean> {
  const file = await download(path, query);
  if (!file) return false;
  saveBlob(file.blob, file.filename);
  return true;
}
