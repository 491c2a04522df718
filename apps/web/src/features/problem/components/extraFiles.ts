/** A problem's annex files: `userExtraFile` holds JSON text `{name: content}` (spec part 2 §3). */
export interface ExtraFile {
  name: string;
  content: string;
}

export function parseExtraFiles(json: string | null | undefined): ExtraFile[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([name, content]) => ({ name, content }));
}
