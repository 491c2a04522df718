import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProblemCase, ProblemSave } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { problemCase } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { caseNotFound, caseNotInZip } from '../../http/messages/problem-admin.ts';
import { toLf } from './newlines.ts';
import { uploadedFiles } from './testcase-upload.ts';
import { toProblemCase } from './vo.ts';

export type CaseRow = typeof problemCase.$inferSelect;

/** A case's data as kept: names (or literal data) plus the blob-store hashes and sizes of both sides. */
export interface StoredCaseData {
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
}

/** A test case as a save wants it, with its data already in the blob store. */
export interface CaseSpec extends StoredCaseData {
  /** The existing case it continues, when the client named one. */
  keepId: number | null;
  score: number | null;
  groupNum: number;
}

export async function currentCases(db: DbLike, pid: number): Promise<CaseRow[]> {
  return db.select().from(problemCase).where(eq(problemCase.pid, pid)).orderBy(asc(problemCase.seq), asc(problemCase.id));
}

async function storeText(ctx: AppContext, text: string): Promise<{ hash: string; size: number }> {
  const bytes = Buffer.from(toLf(text), 'utf8');
  return { hash: await ctx.blobs.put(bytes), size: bytes.length };
}

/**
 * The cases a save asks for: hand-entered data (LF-normalised, kept literally and in the blob
 * store), the files of a new upload (`uploadTestcaseDir`), or, when an uploaded problem is saved
 * without a new upload, the files it already has.
 */
export async function resolveCases(
  ctx: AppContext,
  uid: string,
  save: ProblemSave,
  existing: { rows: CaseRow[]; uploaded: boolean },
): Promise<CaseSpec[]> {
  if (!save.isUploadTestCase) {
    return Promise.all(
      save.samples.map(async (s) => {
        const [input, output] = await Promise.all([storeText(ctx, s.input), storeText(ctx, s.output)]);
        return {
          keepId: s.id,
          input: toLf(s.input),
          output: toLf(s.output),
          inputHash: input.hash,
          outputHash: output.hash,
          inputSize: input.size,
          outputSize: output.size,
          score: s.score,
          groupNum: s.groupNum,
        };
      }),
    );
  }
  if (save.uploadTestcaseDir) {
    const files = await uploadedFiles(ctx, uid, save.uploadTestcaseDir);
    if (!files) throw fail('The uploaded test cases have expired or are unknown: please upload them again');
    return save.samples.map((s) => {
      const file = files.find((f) => f.input === s.input && f.output === s.output);
      if (!file) throw fail(caseNotInZip(s.input, s.output));
      const { input, output, inputHash, outputHash, inputSize, outputSize } = file;
      return { keepId: s.id, input, output, inputHash, outputHash, inputSize, outputSize, score: s.score, groupNum: s.groupNum };
    });
  }
  return save.samples.map((s) => {
    const same = (r: CaseRow) => r.input === s.input && r.output === s.output;
    const row = existing.uploaded ? (existing.rows.find((r) => r.id === s.id && same(r)) ?? existing.rows.find(same)) : undefined;
    if (!row) throw fail(caseNotFound(s.input, s.output));
    const { input, output, inputHash, outputHash, inputSize, outputSize } = row;
    return { keepId: row.id, input, output, inputHash, outputHash, inputSize, outputSize, score: s.score, groupNum: s.groupNum };
  });
}

/** Whether the wanted cases are exactly the current ones: same data, names, scores, groups and order. */
export function sameCases(rows: readonly CaseRow[], wanted: readonly CaseSpec[]): boolean {
  const live = rows.filter((r) => r.status === 0);
  return (
    live.length === wanted.length &&
    live.every((r, i) => {
      const w = wanted[i]!;
      return (
        r.input === w.input &&
        r.output === w.output &&
        r.inputHash === w.inputHash &&
        r.outputHash === w.outputHash &&
        r.score === w.score &&
        r.groupNum === w.groupNum
      );
    })
  );
}

/**
 * Replaces a problem's cases with the wanted ones. A wanted case that continues an existing one
 * with the same data (named by id, else found by identical data and names) keeps its id.
 */
export async function writeCases(tx: DbLike, pid: number, rows: readonly CaseRow[], wanted: readonly CaseSpec[]): Promise<void> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const used = new Set<number>();
  const sameData = (r: CaseRow, c: CaseSpec) => r.inputHash === c.inputHash && r.outputHash === c.outputHash;
  const plan = wanted.map((c) => {
    let row = c.keepId !== null ? byId.get(c.keepId) : undefined;
    if (row && (used.has(row.id) || !sameData(row, c))) row = undefined;
    row ??= rows.find((r) => !used.has(r.id) && sameData(r, c) && r.input === c.input && r.output === c.output);
    if (row) used.add(row.id);
    return { row, c };
  });
  const gone = rows.filter((r) => !used.has(r.id)).map((r) => r.id);
  if (gone.length > 0) await tx.delete(problemCase).where(and(eq(problemCase.pid, pid), inArray(problemCase.id, gone)));
  const now = new Date();
  const inserts: (typeof problemCase.$inferInsert)[] = [];
  for (const [i, { row, c }] of plan.entries()) {
    const values = {
      input: c.input,
      output: c.output,
      inputHash: c.inputHash,
      outputHash: c.outputHash,
      inputSize: c.inputSize,
      outputSize: c.outputSize,
      score: c.score,
      groupNum: c.groupNum,
      seq: i + 1,
      status: 0,
    };
    if (row)
      await tx
        .update(problemCase)
        .set({ ...values, gmtModified: now })
        .where(eq(problemCase.id, row.id));
    else inserts.push({ pid, ...values });
  }
  if (inserts.length > 0) await tx.insert(problemCase).values(inserts);
}

/** The usable cases of a problem; uploaded ones ordered by length(input), input (hoj-api §13.4). */
export async function listProblemCases(ctx: AppContext, pid: number, isUpload: boolean): Promise<ProblemCase[]> {
  const order = isUpload ? [sql`length(${problemCase.input})`, asc(problemCase.input)] : [asc(problemCase.seq), asc(problemCase.id)];
  const rows = await ctx.db
    .select()
    .from(problemCase)
    .where(and(eq(problemCase.pid, pid), eq(problemCase.status, 0)))
    .orderBy(...order);
  return rows.map(toProblemCase);
}
