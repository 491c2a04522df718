import type { WebConfigRequest, WebSettings } from '@arbiter/contract';

/**
 * Fields where a blank value keeps what is stored, as hoj's set-web-config does: its form sends
 * every field, and a blank one there means "not filled in", never "erase the site's name". Our own
 * quote, QR code and exam date are saved blank, since blank is how they are hidden.
 */
const BLANK_KEEPS: ReadonlySet<string> = new Set([
  'baseUrl',
  'name',
  'shortName',
  'description',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
  'examName',
]);

/** The web settings after a save: sent values over the current ones; absent, null and blank-kept fields unchanged. */
export function mergeWebSettings(current: WebSettings, sent: WebConfigRequest): WebSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined || value === null) continue;
    if (value === '' && BLANK_KEEPS.has(key)) continue;
    next[key] = value;
  }
  return next as unknown as WebSettings;
}
