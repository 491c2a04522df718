import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/random.ts';
import { DEFAULT_K, DEFAULT_W, fingerprints, kgramHashes, kindHash, winnow } from './fingerprint.ts';

const random = seededRandom(2003);
const randomInt = (n: number) => Math.floor(random() * n);
/** Token kinds from a small alphabet, so that runs, repeats and equal hashes happen often. */
const randomKinds = (length: number, alphabet = 5) => Array.from({ length }, () => `t${randomInt(alphabet)}`);
const toTokens = (ks: readonly string[]) => ks.map((kind) => ({ kind }));

describe('hashes', () => {
  it('are fixed values, the same in every process and run', () => {
    // Pinned: fingerprints may be stored and compared with later runs.
    expect([kindHash('id'), kindHash('for'), kindHash('')]).toEqual([653190007, 3121374858, 2872998923]);
    expect([...kgramHashes(['int', 'id', '=', 'num', ';'], 3)]).toEqual([4007783531, 1321521545, 754957431]);
  });

  it('roll: each k-gram hash equals the hash of that k-gram alone', () => {
    const ks = randomKinds(300, 7);
    for (const k of [1, 2, 5, 13, 40]) {
      const rolled = kgramHashes(ks, k);
      expect(rolled).toHaveLength(ks.length - k + 1);
      rolled.forEach((h, i) => expect(h).toBe(kgramHashes(ks.slice(i, i + k), k)[0]));
    }
  });

  it('depend on order, not only on content', () => {
    const [ab, ba] = [kgramHashes(['a', 'b'], 2)[0], kgramHashes(['b', 'a'], 2)[0]];
    expect(ab).not.toBe(ba);
  });

  it('are none for fewer tokens than k', () => {
    expect(kgramHashes(['a', 'b'], 3)).toHaveLength(0);
    expect(fingerprints(toTokens(['a', 'b']), 3, 4)).toEqual([]);
  });

  it('reject a k or w that is not a positive integer', () => {
    expect(() => kgramHashes(['a'], 0)).toThrow(RangeError);
    expect(() => winnow([1, 2], 1.5)).toThrow(RangeError);
  });
});

describe('winnow', () => {
  // hashes, w, selected positions
  it.each([
    // The example of the winnowing paper (figure 2): fingerprints 17 17 8 39 17.
    [[77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98], 4, [3, 6, 8, 11, 15]],
    // Robust ties: a run of equal hashes keeps its selection while it stays in the window.
    [[5, 5, 5, 5, 5, 5, 5, 5], 3, [2, 5]],
    [[3, 2, 1, 4, 5, 6, 7], 3, [2, 3, 4]],
    // Falling hashes: every new one is a new minimum.
    [[9, 8, 7, 6, 5], 2, [1, 2, 3, 4]],
    [[1, 2, 3, 4, 5], 5, [0]],
    // Fewer hashes than a window: their rightmost minimum.
    [[3, 1, 2], 4, [1]],
    [[2, 1, 1], 5, [2]],
    [[], 4, []],
    // w = 1 keeps everything.
    [[4, 4, 2], 1, [0, 1, 2]],
  ])('%j with w = %i → %j', (hashes, w, expected) => {
    expect(winnow(hashes, w)).toEqual(expected);
  });

  it('selects, in every window, a position inside it holding the window minimum', () => {
    for (let round = 0; round < 200; round++) {
      const w = 1 + randomInt(10);
      const hashes = Array.from({ length: randomInt(120) }, () => randomInt(6));
      const selected = winnow(hashes, w);
      for (let i = 1; i < selected.length; i++) expect(selected[i]).toBeGreaterThan(selected[i - 1]!);
      for (let start = 0; start + w <= hashes.length; start++) {
        const window = hashes.slice(start, start + w);
        const inside = selected.filter((at) => at >= start && at < start + w);
        expect(inside.length).toBeGreaterThan(0);
        expect(inside.some((at) => hashes[at] === Math.min(...window))).toBe(true);
      }
    }
  });

  it('keeps about 2 / (w + 1) of random hashes, fewer for a larger window', () => {
    const hashes = Array.from({ length: 20_000 }, () => randomInt(2 ** 32));
    const density = (w: number) => winnow(hashes, w).length / hashes.length;
    for (const w of [4, 6, 8, 16]) {
      expect(density(w)).toBeGreaterThan((2 / (w + 1)) * 0.9);
      expect(density(w)).toBeLessThan((2 / (w + 1)) * 1.1);
    }
    expect(density(8)).toBeLessThan(density(4));
  });
});

describe('fingerprints', () => {
  it('guarantee: documents sharing a run of w + k - 1 tokens share a fingerprint of that run', () => {
    for (let round = 0; round < 300; round++) {
      const k = 1 + randomInt(15);
      const w = 1 + randomInt(8);
      const run = randomKinds(w + k - 1);
      const before = [randomKinds(randomInt(60)), randomKinds(randomInt(60))];
      const docA = [...before[0]!, ...run, ...randomKinds(randomInt(60))];
      const docB = [...before[1]!, ...run, ...randomKinds(randomInt(60))];
      const inRun = (f: { first: number; last: number }, offset: number) => f.first >= offset && f.last < offset + run.length;
      const fa = fingerprints(toTokens(docA), k, w).filter((f) => inRun(f, before[0]!.length));
      const fb = fingerprints(toTokens(docB), k, w).filter((f) => inRun(f, before[1]!.length));
      const hashesB = new Set(fb.map((f) => f.hash));
      expect(fa.some((f) => hashesB.has(f.hash))).toBe(true);
    }
  });

  it('cover k tokens each and are in token order', () => {
    const fs = fingerprints(toTokens(randomKinds(500, 8)));
    expect(fs.length).toBeGreaterThan(0);
    for (const f of fs) expect(f.last - f.first).toBe(DEFAULT_K - 1);
    for (let i = 1; i < fs.length; i++) expect(fs[i]!.first).toBeGreaterThan(fs[i - 1]!.first);
    expect(DEFAULT_W).toBeLessThanOrEqual(DEFAULT_K);
  });

  it('are deterministic and do not depend on what came before', () => {
    const doc = randomKinds(400, 6);
    expect(fingerprints(toTokens(doc))).toEqual(fingerprints(toTokens([...doc])));
    // The same code behind a different prefix: the same hashes once past the prefix's reach.
    const prefixed = [...randomKinds(37, 6), ...doc];
    const tail = (fs: { hash: number; first: number }[], from: number) => fs.filter((f) => f.first >= from).map((f) => f.hash);
    const plain = fingerprints(toTokens(doc));
    const moved = fingerprints(toTokens(prefixed));
    const skip = DEFAULT_W + DEFAULT_K;
    expect(tail(moved, 37 + skip).slice(0, 20)).toEqual(tail(plain, skip).slice(0, 20));
  });
});
