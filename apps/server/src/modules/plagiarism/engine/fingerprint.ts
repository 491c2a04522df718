/**
 * Document fingerprints by winnowing (Schleimer, Wilkerson, Aiken: "Winnowing: local algorithms for
 * document fingerprinting", SIGMOD 2003), over the normalized token kinds of tokens.ts.
 *
 * Every run of k consecutive tokens (a k-gram) is hashed; of every window of w consecutive k-gram
 * hashes the minimum is kept. That gives the guarantee the check relies on: two documents that share
 * a run of at least w + k - 1 tokens share at least one fingerprint (the minimum of the window that
 * run fills), whatever surrounds it; and matches shorter than k tokens are never seen at all.
 * Fingerprints depend on position only locally, so moving a function around keeps its fingerprints.
 *
 * Defaults: k = 13, w = 6.
 * - k is the noise floor. One normalized statement is 5–15 tokens (`for ( int id = num ; id < id ;
 *   id ++ ) {` is 15), and idioms that every solution shares (a counting loop, reading two numbers)
 *   are about that long: below ~12 tokens unrelated solutions share many k-grams; much above 15 a
 *   copy with a statement edited every few lines loses most of its k-grams.
 * - w trades index size for resolution: one fingerprint per ~(w+1)/2 k-grams is kept, and any copied
 *   run of w + k - 1 = 18 tokens (two or three lines) is still guaranteed to be detected.
 */

export interface Fingerprint {
  hash: number;
  /** Index of the first token of the k-gram. */
  first: number;
  /** Index of the last token of the k-gram: first + k - 1. */
  last: number;
}

export const DEFAULT_K = 13;
export const DEFAULT_W = 6;

/** murmur3's finalizer: spreads every input bit over the whole 32-bit word (a bijection). */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const kindHashes = new Map<string, number>();

/**
 * A token kind's 32-bit hash (FNV-1a, then mixed), from its text only: the same in every process and
 * every run, unlike an interning order, so fingerprints can be stored and compared later.
 */
export function kindHash(kind: string): number {
  let h = kindHashes.get(kind);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < kind.length; i++) h = Math.imul(h ^ kind.charCodeAt(i), 0x01000193);
    h = mix32(h);
    kindHashes.set(kind, h);
  }
  return h;
}

const BASE = 0x9e3779b1; // odd, so multiplying by it is invertible modulo 2^32 and loses nothing

/**
 * The hash of every k-gram of `kinds`: a polynomial rolling hash modulo 2^32 (O(1) per k-gram; the
 * Math.imul products and the sums are exact), mixed at the end because winnowing compares hashes by
 * size and the low bits of a polynomial modulo 2^32 alone depend only on the inputs' low bits.
 */
export function kgramHashes(kinds: readonly string[], k: number): Uint32Array {
  checkParameter('k', k);
  const count = kinds.length - k + 1;
  if (count <= 0) return new Uint32Array(0);
  const x = kinds.map(kindHash);
  let top = 1; // BASE^(k-1): the weight of the token that leaves the k-gram
  for (let j = 1; j < k; j++) top = Math.imul(top, BASE);
  const out = new Uint32Array(count);
  let h = 0;
  for (let j = 0; j < k; j++) h = (Math.imul(h, BASE) + x[j]!) | 0;
  out[0] = mix32(h);
  for (let i = 1; i < count; i++) {
    h = (Math.imul((h - Math.imul(x[i - 1]!, top)) | 0, BASE) + x[i + k - 1]!) | 0;
    out[i] = mix32(h);
  }
  return out;
}

/**
 * Robust winnowing: the positions selected from `hashes` with window `w`, ascending. In each window
 * the minimum is selected; on a tie the position already selected is kept if it is still in the
 * window (so a run of equal hashes, e.g. repeated statements, yields one fingerprint, not one per
 * window), otherwise the rightmost minimum is taken. Fewer hashes than a window: their rightmost
 * minimum alone, so a short document still has a fingerprint.
 */
export function winnow(hashes: ArrayLike<number>, w: number): number[] {
  checkParameter('w', w);
  const n = hashes.length;
  if (n === 0) return [];
  const rightmostMin = (from: number, to: number) => {
    let at = to;
    for (let j = to - 1; j >= from; j--) if (hashes[j]! < hashes[at]!) at = j;
    return at;
  };
  if (n <= w) return [rightmostMin(0, n - 1)];
  const selected: number[] = [];
  let min = -1;
  for (let end = w - 1; end < n; end++) {
    const start = end - w + 1;
    if (min < start) {
      // The previous minimum has left the window (or this is the first window): rescan it.
      min = rightmostMin(start, end);
      selected.push(min);
    } else if (hashes[end]! < hashes[min]!) {
      min = end;
      selected.push(min);
    }
  }
  return selected;
}

/** The winnowed fingerprints of a token stream, in token order. */
export function fingerprints(tokens: readonly { kind: string }[], k = DEFAULT_K, w = DEFAULT_W): Fingerprint[] {
  const hashes = kgramHashes(
    tokens.map((t) => t.kind),
    k,
  );
  return winnow(hashes, w).map((at) => ({ hash: hashes[at]!, first: at, last: at + k - 1 }));
}

function checkParameter(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}
