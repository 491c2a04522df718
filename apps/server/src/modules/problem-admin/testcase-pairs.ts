import { isSubtaskMode, type JudgeCaseMode } from '@arbiter/contract';

/** One test case found among uploaded file names. */
export interface TestcasePair {
  input: string;
  output: string;
  /** false: no output file was uploaded; an empty one stands in. */
  hasOutput: boolean;
  groupNum?: number;
}

const MARK = '\u0000';

/**
 * Pairs uploaded files into test cases (hoj-data-and-judge §B.7): `X.in` with `X.out` or `X.ans`
 * (`.out` preferred), and `…input….txt` with the `.txt` whose name has `output` in its place. An
 * input without an output gets an empty `X.out` (or the `output` name). Other files are ignored.
 * The list is ordered by the input name before its first dot: shorter first, then by name. Subtask
 * modes start every case in group 1.
 */
export function pairTestcaseFiles(names: readonly string[], mode: JudgeCaseMode): TestcasePair[] {
  const inputs = new Map<string, string>();
  const outputs = new Map<string, string>();
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    if (dot <= 0) continue;
    const base = name.slice(0, dot);
    const ext = name.slice(dot + 1);
    if (ext === 'in') inputs.set(base, name);
    else if (ext === 'out') outputs.set(base, name);
    else if (ext === 'ans' && !outputs.has(base)) outputs.set(base, name);
    else if (ext === 'txt' && base.includes('input')) inputs.set(base.replaceAll('input', MARK), name);
    else if (ext === 'txt' && base.includes('output')) outputs.set(base.replaceAll('output', MARK), name);
  }
  const subtask = isSubtaskMode(mode);
  const pairs = [...inputs].map(([key, input]): TestcasePair => {
    const output = outputs.get(key);
    const fallback = input.endsWith('.txt') ? input.replaceAll('input', 'output') : `${key}.out`;
    return { input, output: output ?? fallback, hasOutput: output !== undefined, ...(subtask ? { groupNum: 1 } : {}) };
  });
  const sortKey = (p: TestcasePair) => p.input.split('.')[0] ?? '';
  return pairs.sort((a, b) => {
    const x = sortKey(a);
    const y = sortKey(b);
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : a.input < b.input ? -1 : a.input > b.input ? 1 : 0;
  });
}
