import { JudgeStatus } from '@arbiter/contract';

/**
 * Default-mode output comparison (hoj-data-and-judge §B.8) and the online test's comparison (§B.13).
 *
 * Everything works on bytes. The whitespace involved is ASCII (space, \t, \n, \v, \f, \r), which
 * never occurs inside a multi-byte UTF-8 sequence, so byte results equal string results.
 *
 * - rtrim ("remove end blank"): strip all whitespace at the end of the output, then strip the
 *   non-newline whitespace (space, \t, \v, \f, \r) right before every \n.
 * - all-stripped: every whitespace byte removed.
 * - Expected output is test data: CRLF and lone CR become LF before anything is compared or hashed.
 *   The program's output is compared as it is (a \r it prints is whitespace like any other).
 */

export type Output = string | Uint8Array;
export type CompareStatus = typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.PRESENTATION_ERROR | typeof JudgeStatus.WRONG_ANSWER;

const LF = 0x0a;
const CR = 0x0d;

function isSpace(b: number): boolean {
  // \t \n \v \f \r and space: the \s of the reference's regular expressions.
  return b === 0x20 || (b >= 0x09 && b <= 0x0d);
}

function isLineSpace(b: number): boolean {
  return isSpace(b) && b !== LF;
}

function toBytes(output: Output): Buffer {
  if (typeof output === 'string') return Buffer.from(output, 'utf8');
  return Buffer.isBuffer(output) ? output : Buffer.from(output.buffer, output.byteOffset, output.byteLength);
}

/** CRLF and lone CR become LF. Returns the input itself when it holds no CR. */
export function normalizeLineEndings(data: Output): Buffer {
  const bytes = toBytes(data);
  if (bytes.indexOf(CR) === -1) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === CR) {
      out[n++] = LF;
      if (bytes[i + 1] === LF) i++;
    } else {
      out[n++] = b;
    }
  }
  return out.subarray(0, n);
}

/** rtrim: trailing whitespace of the whole output, then non-newline whitespace before every \n. */
export function rtrimOutput(data: Output): Buffer {
  const bytes = toBytes(data);
  let end = bytes.length;
  while (end > 0 && isSpace(bytes[end - 1]!)) end--;
  const out = Buffer.allocUnsafe(end);
  let n = 0;
  let i = 0;
  while (i < end) {
    const b = bytes[i]!;
    if (!isLineSpace(b)) {
      out[n++] = b;
      i++;
      continue;
    }
    // A run of non-newline whitespace: dropped when a \n follows it, kept otherwise.
    let j = i;
    while (j < end && isLineSpace(bytes[j]!)) j++;
    if (j < end && bytes[j] === LF) {
      i = j;
    } else {
      bytes.copy(out, n, i, j);
      n += j - i;
      i = j;
    }
  }
  return out.subarray(0, n);
}

/** Every whitespace byte removed. */
export function stripAllWhitespace(data: Output): Buffer {
  const bytes = toBytes(data);
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (!isSpace(b)) out[n++] = b;
  }
  return out.subarray(0, n);
}

/**
 * Compares a program's output with the expected output.
 * removeEndBlank: rtrim both, equal ⇒ AC, else WA (there is no Presentation Error in this mode).
 * Otherwise: byte-equal ⇒ AC; equal once all whitespace is removed ⇒ PE; else WA.
 */
export function compareOutput(userOutput: Output, expectedOutput: Output, removeEndBlank: boolean): CompareStatus {
  const user = toBytes(userOutput);
  const expected = normalizeLineEndings(expectedOutput);
  if (removeEndBlank) return rtrimOutput(user).equals(rtrimOutput(expected)) ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  if (user.equals(expected)) return JudgeStatus.ACCEPTED;
  return stripAllWhitespace(user).equals(stripAllWhitespace(expected)) ? JudgeStatus.PRESENTATION_ERROR : JudgeStatus.WRONG_ANSWER;
}

/**
 * The online test's comparison (§B.13), used once the run itself ended normally. No expected output
 * (null, undefined or empty) ⇒ AC. Otherwise rtrim both sides when removeEndBlank, else exact; a
 * mismatch is WA (never PE).
 */
export function compareTestOutput(userOutput: Output, expectedOutput: Output | null | undefined, removeEndBlank: boolean): CompareStatus {
  if (expectedOutput === null || expectedOutput === undefined || expectedOutput.length === 0) return JudgeStatus.ACCEPTED;
  const user = toBytes(userOutput);
  const expected = normalizeLineEndings(expectedOutput);
  const same = removeEndBlank ? rtrimOutput(user).equals(rtrimOutput(expected)) : user.equals(expected);
  return same ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
}
