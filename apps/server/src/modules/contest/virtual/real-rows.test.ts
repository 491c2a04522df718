import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Virtual submissions carry their contest's id, so a reader that picks a contest's submissions by
 * `judge.cid` alone would count them on the real board. Every such reader must go through
 * `realContestRows` (contest/real-rows.ts); these few mean to include the runs' too.
 */
const MEANT_FOR_ALL: Record<string, string> = {
  'modules/contest/real-rows.ts': 'the definition itself',
  'modules/contest-admin/changes.ts': 'a contest or problem removed takes its runs’ submissions with it',
  'modules/contest-admin/problems.ts': 'a renamed contest problem renames it in the runs’ submissions too',
  'modules/contest-admin/rejudge.ts': 'a rejudge of a contest problem rejudges the runs’ submissions too',
  'modules/contest/ac-code.ts': 'the caller’s own last accepted code, in the contest or a run of it',
  'modules/submission/view.ts': 'the caller’s own last accepted code outside any scope (cid 0)',
};

const SRC = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('readers of a contest’s submissions', () => {
  it('leave the virtual runs’ submissions out', () => {
    const byCid = /(?:eq|inArray)\(judge\.cid, (?!0\))/;
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((rel) => !(rel in MEANT_FOR_ALL) && byCid.test(readFileSync(join(SRC, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
