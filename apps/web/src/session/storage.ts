/** Browser storage keys (spec part 1 §3) and safe accessors. */
export const STORAGE_KEYS = {
  token: 'authed',
  userInfo: 'userInfo',
  webLanguage: 'webLanguage',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota); the in-memory state still works.
  }
}
