/**
 * Samples are kept in one string of paired markers, `<input>…</input><output>…</output>` repeated
 * (spec part 2 §3). The page shows them with copy buttons, fills the online test from them and marks
 * the one an accepted test run matched.
 */
export interface Sample {
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

export function parseExamples(examples: string | null | undefined): Sample[] {
  if (!examples) return [];
  return [...examples.matchAll(PAIR)].map((m) => ({ input: trimEdgeNewlines(m[1] ?? ''), output: trimEdgeNewlines(m[2] ?? '') }));
}

/** The editor leaves a newline after `<input>` and before `</input>`: not part of the data. */
function trimEdgeNewlines(text: string): string {
  return text.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
}

/** Text compared the way a judge forgives it: CRLF as LF, trailing blanks of each line and trailing empty lines ignored. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** The index of the sample whose input is this input, or -1. */
export function sampleIndexOfInput(samples: readonly Sample[], input: string): number {
  const wanted = normalizeText(input);
  return samples.findIndex((s) => normalizeText(s.input) === wanted);
}

/**
 * After an accepted online test: the sample whose input and expected output were the run's, or -1.
 * (The run is only compared when an expected output was sent, so both must match.)
 */
export function passedSampleIndex(samples: readonly Sample[], input: string, expectedOutput: string | null | undefined): number {
  if (expectedOutput === null || expectedOutput === undefined) return -1;
  const wantedOutput = normalizeText(expectedOutput);
  const wantedInput = normalizeText(input);
  return samples.findIndex((s) => normalizeText(s.input) === wantedInput && normalizeText(s.output) === wantedOutput);
}
