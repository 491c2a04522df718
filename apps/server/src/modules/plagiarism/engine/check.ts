import { DEFAULT_K, DEFAULT_W, fingerprints, type Fingerprint } from './fingerprint.ts';
import { languageFamily, tokenize, type Token } from './tokens.ts';

/**
 * The similarity check over the submissions of one problem, and the comparison of one pair for the
 * side-by-side view.
 *
 * Similarity of two documents: shared distinct fingerprints / the smaller document's distinct
 * fingerprints, i.e. how much of the smaller one is found in the larger one. A symmetric measure
 * (Jaccard) is diluted when a copier pads the copy with dead code or extra functions, which is the
 * usual disguise after renaming; containment is not. Its weakness, a tiny document "contained" in
 * anything, is handled by the short-document rule below.
 */

export interface CheckOptions {
  /** Pairs below this similarity are left out. */
  threshold?: number;
  /** Tokens per k-gram (fingerprint.ts). */
  k?: number;
  /** Winnowing window (fingerprint.ts). */
  w?: number;
  /** Fingerprints found in more than this share of a family's documents are ignored (base code). */
  commonShare?: number;
}

export interface PairResult {
  /** The smaller id of the pair. */
  a: number;
  b: number;
  /** In [0, 1], rounded to 3 decimals. */
  similarity: number;
  /** Distinct fingerprints the two documents share. */
  shared: number;
}

export interface SourceDoc {
  id: number;
  code: string;
  language: string;
}

export interface Source {
  code: string;
  language: string;
}

interface LineRange {
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

export interface Region {
  a: LineRange;
  b: LineRange;
}

export interface PairComparison {
  similarity: number;
  /** Matching line ranges, in the order of the first source. */
  regions: Region[];
}

export const DEFAULT_THRESHOLD = 0.5;
const DEFAULT_COMMON_SHARE = 0.5;

/**
 * Below this many documents of a family nothing counts as base code: in a handful of submissions
 * "present in half of them" is two or three students, which is exactly what the check looks for.
 */
const COMMON_MIN_DOCS = 10;

/**
 * The short-document rule: the similarity's denominator is never less than this many fingerprints.
 * Two ten-line answers (A + B, a formula, a loop that reads and sums) share most of their few
 * fingerprints because there are only so many ways to write them; with the floor, a document of
 * f < 24 fingerprints reaches at most f / 24 (an A + B program has about 5: 0.2, a ten-line loop
 * half shared with another: under 0.4). From about 24 fingerprints (some 100 tokens, 15 lines of
 * C++) on the floor no longer matters. Short documents are kept, not dropped: a whole ten-line
 * copy still scores about 0.8, and a short copy pasted into a long document still shows.
 */
export const MIN_FINGERPRINTS = 24;

function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  const denominator = Math.max(Math.min(sizeA, sizeB), MIN_FINGERPRINTS);
  return Math.round((shared / denominator) * 1000) / 1000;
}

/** A document's distinct fingerprint hashes. */
function distinctHashes(code: string, language: string, k: number, w: number): Uint32Array {
  const set = new Set<number>();
  for (const f of fingerprints(tokenize(code, language), k, w)) set.add(f.hash);
  return Uint32Array.from(set);
}

/**
 * Every pair of same-family documents whose similarity is at least the threshold, most similar
 * first (then by a, then by b).
 *
 * Per family: each document's distinct fingerprints; in families of COMMON_MIN_DOCS documents or
 * more, the fingerprints of more than `commonShare` of the documents are dropped from every document
 * (the problem's template and the idioms everyone writes; MOSS drops base code the same way), so they
 * count neither as shared nor in the denominators. Then an inverted index (hash → documents) gives
 * each document's overlap with every later document in one pass over its postings: only pairs that
 * share something are ever touched, and the counting memory is one array of the family's size.
 * (So a pair sharing nothing is never answered, even with threshold 0.)
 */
export function checkCorpus(docs: readonly SourceDoc[], opts: CheckOptions = {}): PairResult[] {
  const k = opts.k ?? DEFAULT_K;
  const w = opts.w ?? DEFAULT_W;
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  const commonShare = opts.commonShare ?? DEFAULT_COMMON_SHARE;

  const families = new Map<string, SourceDoc[]>();
  for (const doc of docs) {
    const family = languageFamily(doc.language);
    const list = families.get(family);
    if (list) list.push(doc);
    else families.set(family, [doc]);
  }

  const results: PairResult[] = [];
  for (const members of families.values()) {
    const hashes = members.map((d) => distinctHashes(d.code, d.language, k, w));
    const kept = members.length >= COMMON_MIN_DOCS ? withoutCommon(hashes, commonShare * members.length) : hashes;
    pairsOfFamily(members, kept, threshold, results);
  }
  return results.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
}

/** Each document's hashes without those found in more than `maxDocs` documents. */
function withoutCommon(hashes: readonly Uint32Array[], maxDocs: number): Uint32Array[] {
  const docCount = new Map<number, number>();
  for (const list of hashes) for (const h of list) docCount.set(h, (docCount.get(h) ?? 0) + 1);
  return hashes.map((list) => list.filter((h) => docCount.get(h)! <= maxDocs));
}

function pairsOfFamily(members: readonly SourceDoc[], hashes: readonly Uint32Array[], threshold: number, out: PairResult[]): void {
  const n = members.length;
  // Postings are filled in document order, so each list is ascending.
  const postings = new Map<number, number[]>();
  hashes.forEach((list, doc) => {
    for (const h of list) {
      const p = postings.get(h);
      if (p) p.push(doc);
      else postings.set(h, [doc]);
    }
  });
  const overlap = new Uint32Array(n);
  const touched: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const h of hashes[i]!) {
      const p = postings.get(h)!;
      // Only later documents: each pair is counted once, from its first member.
      for (let at = p.length - 1; at >= 0 && p[at]! > i; at--) {
        const j = p[at]!;
        if (overlap[j] === 0) touched.push(j);
        overlap[j]!++;
      }
    }
    for (const j of touched) {
      const shared = overlap[j]!;
      overlap[j] = 0;
      const similarity = similarityOf(shared, hashes[i]!.length, hashes[j]!.length);
      if (similarity < threshold) continue;
      const [a, b] = [members[i]!.id, members[j]!.id];
      if (a === b) continue;
      out.push({ a: Math.min(a, b), b: Math.max(a, b), similarity, shared });
    }
    touched.length = 0;
  }
}

/**
 * One pair for the side-by-side view: the similarity as checkCorpus computes it without a corpus
 * (nothing is base code), and the matching regions as line ranges of each source. Sources of
 * different families are never similar.
 *
 * Regions: the shared fingerprints of the first source are walked in order, each paired with an
 * occurrence of the same hash in the second; consecutive fingerprints whose k-grams overlap or touch
 * in both sources extend one region (inside a copied stretch they always do, since w ≤ k), anything
 * else starts a new one, so a moved function is its own region pair. Regions are then mapped to
 * lines, and pairs that overlap or touch on both sides merged.
 */
export function comparePair(a: Source, b: Source, opts: Pick<CheckOptions, 'k' | 'w'> = {}): PairComparison {
  if (languageFamily(a.language) !== languageFamily(b.language)) return { similarity: 0, regions: [] };
  const k = opts.k ?? DEFAULT_K;
  const w = opts.w ?? DEFAULT_W;
  const tokensA = tokenize(a.code, a.language);
  const tokensB = tokenize(b.code, b.language);
  const fa = fingerprints(tokensA, k, w);
  const fb = fingerprints(tokensB, k, w);

  const inB = new Map<number, number[]>();
  fb.forEach((f, j) => {
    const list = inB.get(f.hash);
    if (list) list.push(j);
    else inB.set(f.hash, [j]);
  });
  const distinctA = new Set(fa.map((f) => f.hash));
  let shared = 0;
  for (const h of distinctA) if (inB.has(h)) shared++;
  const similarity = similarityOf(shared, distinctA.size, inB.size);

  return { similarity, regions: mergeRegions(matchedRuns(fa, fb, inB).map((r) => toLines(r, tokensA, tokensB))) };
}

/** A stretch of matching tokens: inclusive token index ranges in each source. */
interface Run {
  a: LineRange;
  b: LineRange;
  /** The index in fb of the run's last fingerprint. */
  lastB: number;
}

function matchedRuns(fa: readonly Fingerprint[], fb: readonly Fingerprint[], inB: ReadonlyMap<number, number[]>): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (const f of fa) {
    const candidates = inB.get(f.hash);
    if (!candidates) continue;
    if (run && f.first <= run.a.to + 1) {
      const current = run;
      const next = candidates.find((j) => j > current.lastB && fb[j]!.first <= current.b.to + 1);
      if (next !== undefined) {
        current.a.to = Math.max(current.a.to, f.last);
        current.b.to = Math.max(current.b.to, fb[next]!.last);
        current.lastB = next;
        continue;
      }
    }
    // A new region: prefer an occurrence after the previous region's (copies keep their order), else the first.
    const previousEnd: number = run ? run.b.to : -1;
    const j: number = candidates.find((c) => fb[c]!.first > previousEnd) ?? candidates[0]!;
    run = { a: { from: f.first, to: f.last }, b: { from: fb[j]!.first, to: fb[j]!.last }, lastB: j };
    runs.push(run);
  }
  return runs;
}

function toLines(run: Run, tokensA: readonly Token[], tokensB: readonly Token[]): Region {
  return {
    a: { from: tokensA[run.a.from]!.line, to: tokensA[run.a.to]!.line },
    b: { from: tokensB[run.b.from]!.line, to: tokensB[run.b.to]!.line },
  };
}

const touches = (x: LineRange, y: LineRange) => y.from <= x.to + 1 && x.from <= y.to + 1;

function mergeRegions(regions: Region[]): Region[] {
  regions.sort((x, y) => x.a.from - y.a.from || x.b.from - y.b.from);
  const merged: Region[] = [];
  for (const r of regions) {
    const last = merged[merged.length - 1];
    if (last && touches(last.a, r.a) && touches(last.b, r.b)) {
      last.a = { from: Math.min(last.a.from, r.a.from), to: Math.max(last.a.to, r.a.to) };
      last.b = { from: Math.min(last.b.from, r.b.from), to: Math.max(last.b.to, r.b.to) };
    } else {
      merged.push({ a: { ...r.a }, b: { ...r.b } });
    }
  }
  return merged;
}
