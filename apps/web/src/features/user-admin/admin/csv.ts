import Papa from 'papaparse';
import { USER_ADMIN_LIMITS } from '@arbiter/contract';

/** The import's columns (spec part 3 §5): username, password, email, realname, gender, nickname, school. */
const COLUMNS: readonly string[] = USER_ADMIN_LIMITS.importColumns;

/** One row of the preview: its cells in the column order, padded to seven. */
export type ImportRow = string[];

/**
 * The rows of a pasted or chosen CSV: blank lines dropped, cells trimmed, a first row that is
 * exactly the header names (in any case) left out.
 */
export function parseUsersCsv(text: string): ImportRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.map((cells) => {
    const trimmed = cells.map((c) => c.trim());
    return [...trimmed, ...Array<string>(Math.max(0, COLUMNS.length - trimmed.length)).fill('')];
  });
  const first = rows[0];
  const isHeader = first !== undefined && first.slice(0, COLUMNS.length).every((c, i) => c.toLowerCase() === COLUMNS[i]);
  return isHeader ? rows.slice(1) : rows;
}
