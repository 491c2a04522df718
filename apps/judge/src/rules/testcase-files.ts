import { isSubtaskMode, type JudgeCaseMode } from '@arbiter/contract';

/**
 * Pairing the files of an uploaded test-data zip (hoj-data-and-judge §B.7) and the rules that
 * refuse unsafe entry names. Pure: works on the list of entry names only.
 *
 * - `X.in` pairs with `X.out` (or, when there is no `X.out`, `X.ans`).
 * - `…input….txt` pairs with the `.txt` whose name has `output` where the input has `input`.
 * - An input without an output gets an empty output, named `X.out` (or the input name with
 *   `input` replaced by `output`); the caller creates that empty file.
 * - Cases are sorted by the length of the name before its first dot, then by that name.
 * - In the subtask modes every case starts in group 1.
 */

export interface TestcasePair {
  input: string;
  output: string;
  /** True when no output file was uploaded and an empty one must be created under `output`. */
  outputMissing: boolean;
  groupNum?: number;
}

export type EntryCheck = { kind: 'file' } | { kind: 'ignored'; reason: string } | { kind: 'refused'; reason: string };

export const MAX_ENTRY_NAME_BYTES = 255;

/**
 * Whether a zip entry name is acceptable. Only plain files at the zip's root are: no directories,
 * no paths, no `..`, nothing absolute, no control characters. macOS metadata (`__MACOSX/…`) is ignored.
 */
export function checkEntryName(name: string): EntryCheck {
  if (name.length === 0) return { kind: 'refused', reason: 'The name is empty' };
  if (name.startsWith('__MACOSX/')) return { kind: 'ignored', reason: 'macOS metadata' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return { kind: 'refused', reason: 'The name contains control characters' };
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name))
    return { kind: 'refused', reason: 'Absolute paths are not allowed' };
  const parts = name.split(/[/\\]/);
  if (parts.some((p) => p === '..')) return { kind: 'refused', reason: 'Paths with .. are not allowed' };
  if (name.endsWith('/') || name.endsWith('\\')) {
    return { kind: 'refused', reason: 'Directories are not allowed: put the test files at the root of the zip' };
  }
  if (parts.length > 1) return { kind: 'refused', reason: 'Files must be at the root of the zip, not in a directory' };
  if (name === '.') return { kind: 'refused', reason: 'Invalid name' };
  if (Buffer.byteLength(name, 'utf8') > MAX_ENTRY_NAME_BYTES) return { kind: 'refused', reason: 'The name is too long' };
  return { kind: 'file' };
}

export type PairingResult =
  { ok: true; cases: TestcasePair[]; ignored: string[] } | { ok: false; errors: { name: string; reason: string }[] };

/** The part of a name before its first dot: what cases are sorted by. */
export function sortKeyOf(name: string): string {
  return name.split('.')[0] ?? '';
}

/** Orders case inputs: shorter base name first, then by base name, then by the whole name. */
export function compareCaseNames(a: string, b: string): number {
  const ka = sortKeyOf(a);
  const kb = sortKeyOf(b);
  if (ka.length !== kb.length) return ka.length - kb.length;
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function stripSuffix(name: string, suffix: string): string {
  return name.slice(0, name.length - suffix.length);
}

/** Pairs the entries of a test-data zip. Any refused name refuses the whole zip. */
export function pairTestcaseFiles(names: readonly string[], mode: JudgeCaseMode = 'default'): PairingResult {
  const errors: { name: string; reason: string }[] = [];
  const ignored: string[] = [];
  const files: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const check = checkEntryName(name);
    if (check.kind === 'refused') errors.push({ name, reason: check.reason });
    else if (check.kind === 'ignored') ignored.push(name);
    else if (seen.has(name)) errors.push({ name, reason: 'The zip holds this name twice' });
    else {
      seen.add(name);
      files.push(name);
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const inputs = new Map<string, string>();
  const outs = new Map<string, string>();
  const answers = new Map<string, string>();
  for (const name of files) {
    if (name.endsWith('.in')) inputs.set(stripSuffix(name, '.in'), name);
    else if (name.endsWith('.out')) outs.set(stripSuffix(name, '.out'), name);
    else if (name.endsWith('.ans')) answers.set(stripSuffix(name, '.ans'), name);
    else if (name.endsWith('.txt')) {
      const base = stripSuffix(name, '.txt');
      if (base.includes('input')) inputs.set(`txt:${base.replaceAll('input', '\u0000')}`, name);
      else if (base.includes('output')) outs.set(`txt:${base.replaceAll('output', '\u0000')}`, name);
      else ignored.push(name);
    } else ignored.push(name);
  }

  const used = new Set<string>();
  const subtask = isSubtaskMode(mode);
  const cases: TestcasePair[] = [];
  for (const [key, input] of inputs) {
    let output = outs.get(key) ?? answers.get(key);
    const outputMissing = output === undefined;
    if (output === undefined) output = input.endsWith('.txt') ? input.replaceAll('input', 'output') : `${key}.out`;
    else used.add(output);
    cases.push({ input, output, outputMissing, ...(subtask ? { groupNum: 1 } : {}) });
  }
  for (const name of [...outs.values(), ...answers.values()]) if (!used.has(name)) ignored.push(name);

  cases.sort((a, b) => compareCaseNames(a.input, b.input));
  return { ok: true, cases, ignored };
}
