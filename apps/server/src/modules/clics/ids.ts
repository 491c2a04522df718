import { createHash } from 'node:crypto';

/**
 * The standard's identifiers (ID): `[a-zA-Z0-9_.-]`, at most 36 characters, not starting with `-`
 * or `.` and not ending with `.`. Ours are mapped to them here, each the same on every request
 * (tokens and clients keep them): numbers as their digits, display ids as they are when they
 * already fit, anything else as a name with a short digest that keeps two names apart.
 */

const ID = /^(?![-.])[A-Za-z0-9_.-]{1,36}(?<!\.)$/;

export function isClicsId(text: string): boolean {
  return ID.test(text);
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** A readable id of free text (a school, a language name): its letters and digits, then a digest of the whole. */
export function sluggedId(prefix: string, text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 36 - prefix.length - 10);
  return `${prefix}${slug ? `${slug}-` : ''}${digest(text, 8)}`;
}

/** Our contest id from the path's text: digits of an id, anything else names no contest. */
export function contestIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * The problems' ids: the display id when it is a valid ID (the label a contestant knows), else
 * `_` and our problem id, which no display id that is kept can equal once `_`-prefixed ids are
 * checked for clashes.
 */
export function problemIds(problems: readonly { pid: number; displayId: string }[]): Map<number, string> {
  const taken = new Set(problems.filter((p) => isClicsId(p.displayId)).map((p) => p.displayId));
  const out = new Map<number, string>();
  for (const p of problems) {
    if (isClicsId(p.displayId)) {
      out.set(p.pid, p.displayId);
      continue;
    }
    let id = `_${p.pid}`;
    while (taken.has(id)) id = `_${id}`;
    taken.add(id);
    out.set(p.pid, id);
  }
  return out;
}

/** An organization is a school, named by its text. */
export function organizationId(school: string): string {
  return sluggedId('org-', school);
}
