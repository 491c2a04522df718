import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { OWN_OJ, PROBLEM_DEFAULTS, problemDTO, type ImportResult, type ProblemDTO, type ProblemSave } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { Db, DbLike } from '../../db/client.ts';
import { language, tag } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail } from '../../http/envelope.ts';
import { archiveTooLarge, problemIdTwice, testFileMissing } from '../../http/messages/transfer.ts';
import { issueMessage } from '../../http/validate.ts';
import { currentCases, type CaseRow, type CaseSpec } from '../problem-admin/cases.ts';
import { toLfStream } from '../problem-admin/newlines.ts';
import { applyProblemUpdate, checkNewProblem, checkProblemUpdate, guardUnique, insertProblem } from '../problem-admin/save.ts';
import { findProblem } from '../problem/visibility.ts';
import type { ProblemRow } from '../problem/vo.ts';
import type { StagedBlob } from '../../store/blobs.ts';
import { importLimits } from './archive.ts';
import { insertImages, type ImportedImage } from './images.ts';
import { TRANSFER_MSG, about, refuse } from './refusals.ts';

/**
 * The one import pipeline every format feeds (HOJ, QDOJ, FPS, Hydro, Kattis): a reader turns its
 * archive into `ImportedProblem`s over files unpacked in a temporary folder, and
 * `storeImportedProblems` checks all of them, stages their test data and images for the blob
 * store and writes them in one transaction that publishes the blobs last: all or nothing.
 */

export interface ImportedCase {
  /** The input and output files, relative to `ImportedProblem.dir`. */
  input: string;
  output: string;
  /** Points of the case (OI problems). */
  score?: number | null;
  /** Its subtask (subtask case modes). */
  groupNum?: number | null;
}

export interface ImportedProblem {
  /** Names the problem in messages: the JSON file, folder or XML item it came from. */
  source: string;
  /**
   * Problem fields as the admin form sends them (title required), read by its rules
   * (`problemDTO`): absent or null fields take PROBLEM_DEFAULTS, the problem ID is upper-cased and
   * a blank one becomes `P{id}`, and an absent stack limit is the default one but at most the
   * memory limit. Fields the form does not know are ignored.
   */
  problem: ProblemDTO['problem'] & { title: string };
  /** Language names (exact, else case-insensitive); unknown ones dropped; empty → every own (ME) language. */
  languages: string[];
  /** Tag names, matched case-insensitively to site (ME) tags, else created. */
  tags: string[];
  /** Starter code by language name; templates of unknown languages are dropped. `status` false keeps one disabled. */
  codeTemplates: { language: string; code: string; status?: boolean }[];
  /**
   * Test cases in judging order. A case file is stored under its path relative to `dir` with '/'
   * turned into '_' (`secret/1.in` → `secret_1.in`), which must be a plain file name.
   */
  cases: ImportedCase[];
  /** The absolute folder the case files are in. */
  dir: string;
  userExtraFile?: Record<string, string>;
  judgeExtraFile?: Record<string, string>;
  /** Statement images (see images.ts `publicImage`), their URLs already in the statement. */
  images?: ImportedImage[];
  /**
   * An existing problem (its id) whose content the import replaces instead of creating a new one:
   * its submissions stay, and a blank problem ID keeps the current one.
   */
  replace?: number;
  /**
   * Runs inside the import's transaction once the problem is written (Kattis: its reference
   * submissions), so that it commits or rolls back with the problem.
   */
  afterStore?: (tx: DbLike, stored: { pid: number; problemId: string }) => Promise<void>;
}

/** Own languages and site tags, read once per import. */
interface References {
  languages: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  /** Spelling of a tag that is new to the site, by lower-case name, so the whole import creates it once. */
  newTags: Map<string, string>;
}

async function loadReferences(db: Db): Promise<References> {
  const [languages, tags] = await Promise.all([
    db.select({ id: language.id, name: language.name }).from(language).where(eq(language.oj, OWN_OJ)),
    db
      .select({ id: tag.id, name: tag.name })
      .from(tag)
      .where(and(eq(tag.oj, OWN_OJ), isNull(tag.gid))),
  ]);
  return { languages, tags, newTags: new Map() };
}

function languageId(refs: References, name: string): number | undefined {
  const wanted = name.trim();
  const lower = wanted.toLowerCase();
  return (refs.languages.find((l) => l.name === wanted) ?? refs.languages.find((l) => l.name.toLowerCase() === lower))?.id;
}

function tagsOf(refs: References, names: readonly string[]): ProblemDTO['tags'] {
  const out: { id: number | null; name: string }[] = [];
  const seen = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    const lower = name.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    const known = refs.tags.find((t) => t.name.toLowerCase() === lower);
    if (known) out.push({ id: known.id, name: known.name });
    else {
      if (name && !refs.newTags.has(lower)) refs.newTags.set(lower, name);
      out.push({ id: null, name: refs.newTags.get(lower) ?? name });
    }
  }
  return out;
}

/** The name a case file is stored under. */
export function storedCaseName(path: string): string {
  return path.split('/').join('_');
}

/** The imported problem as a save, by the admin form's rules; a refusal names the problem. */
function toSave(p: ImportedProblem, refs: References): ProblemSave {
  const lids = p.languages.flatMap((name) => languageId(refs, name) ?? []);
  const languages = lids.length > 0 ? lids : refs.languages.map((l) => l.id);
  const codeTemplates = p.codeTemplates.flatMap((t) => {
    const lid = languageId(refs, t.language);
    return lid === undefined ? [] : [{ lid, code: t.code, status: t.status ?? true }];
  });
  const { memoryLimit, stackLimit } = p.problem;
  const dto: ProblemDTO = {
    problem: {
      ...p.problem,
      id: p.replace ?? null,
      // Formats without a stack limit must not fail the form's "stack within memory" rule.
      stackLimit: stackLimit ?? (typeof memoryLimit === 'number' ? Math.min(PROBLEM_DEFAULTS.stackLimit, memoryLimit) : undefined),
      ...(p.userExtraFile !== undefined ? { userExtraFile: p.userExtraFile } : {}),
      ...(p.judgeExtraFile !== undefined ? { judgeExtraFile: p.judgeExtraFile } : {}),
    },
    samples: p.cases.map((c) => ({
      input: storedCaseName(c.input),
      output: storedCaseName(c.output),
      score: c.score ?? null,
      groupNum: c.groupNum ?? null,
    })),
    isUploadTestCase: true,
    judgeMode: p.problem.judgeMode ?? null,
    languages: [...new Set(languages)].map((id) => ({ id })),
    tags: tagsOf(refs, p.tags),
    codeTemplates,
  };
  const parsed = problemDTO.safeParse(dto);
  if (parsed.success) return parsed.data;
  // The form's own rules say what is wrong; a value of the wrong type is named by its field.
  const issue = parsed.error.issues[0];
  if (!issue) throw refuse(p.source, 'the problem is not valid');
  const field = issue.path.filter((k) => k !== 'problem').join('.');
  const reason = issueMessage(issue, dto);
  throw refuse(p.source, issue.code === 'invalid_type' && field ? { en: `${field}: ${reason.en}`, zh: `${field}：${reason.zh}` } : reason);
}

/** The absolute path of a case file, refused when it is missing, not a regular file or outside `dir`. */
async function caseFile(p: ImportedProblem, name: string): Promise<string> {
  const path = resolve(p.dir, name);
  const rel = relative(p.dir, path);
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  const stats = inside ? await lstat(path).catch(() => null) : null;
  if (!stats?.isFile()) throw refuse(p.source, testFileMissing(name));
  return path;
}

interface Checked {
  p: ImportedProblem;
  save: ProblemSave;
  /** Absolute input and output paths of each case. */
  files: [string, string][];
  /** For a replacement: the problem and its cases as read before. */
  edit?: { row: ProblemRow; problemId: string; rows: CaseRow[] };
}

/** Every rule a problem must pass before anything is written. */
async function checkProblem(ctx: AppContext, user: AuthUser, p: ImportedProblem, refs: References): Promise<Checked> {
  if (p.cases.length === 0) throw refuse(p.source, 'the problem has no test data');
  const files: [string, string][] = [];
  for (const c of p.cases) files.push([await caseFile(p, c.input), await caseFile(p, c.output)]);
  const save = toSave(p, refs);
  if (p.replace === undefined) {
    await about(
      () => p.source,
      () => checkNewProblem(ctx, user, save),
    );
    return { p, save, files };
  }
  // A replacement keeps its current ID unless the archive gives one.
  if (!save.problem.problemId) save.problem.problemId = (await findProblem(ctx, p.replace))?.problemId ?? '';
  const edit = await about(
    () => p.source,
    () => checkProblemUpdate(ctx, user, save),
  );
  return { p, save, files, edit: { ...edit, rows: await currentCases(ctx.db, edit.row.id) } };
}

/** The ID each problem will have, refused when two problems of the archive share one. */
function refuseSharedIds(checked: readonly Checked[]): void {
  const owners = new Map<string, string>();
  for (const { p, save } of checked) {
    const id = save.problem.problemId;
    if (!id) continue;
    const other = owners.get(id);
    if (other !== undefined) throw refuse(p.source, problemIdTwice(id, other));
    owners.set(id, p.source);
  }
}

/**
 * The blobs an import writes (test data, statement images), staged aside until its transaction's
 * last step publishes them: a row must never point at missing data, and an import that fails
 * before then leaves nothing in the blob store. Publishing only moves a staged file to its hash,
 * so a blob another problem already uses is never removed. Only a failure after publishing (the
 * database's commit itself) leaves blobs no row names: content-addressed bytes, harmless to keep.
 */
class ImportBlobs {
  private readonly ctx: AppContext;
  private readonly staged: StagedBlob[] = [];
  /** Data files by path: a file several cases use is staged once. */
  private readonly files = new Map<string, StagedBlob>();
  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  private async stage(chunks: AsyncIterable<Buffer>): Promise<StagedBlob> {
    const blob = await this.ctx.blobs.putStream(chunks);
    this.staged.push(blob);
    return blob;
  }

  /** A data file, LF-normalised as uploads are. */
  async file(path: string): Promise<StagedBlob> {
    let blob = this.files.get(path);
    if (!blob) {
      blob = await this.stage(toLfStream(createReadStream(path)));
      this.files.set(path, blob);
    }
    return blob;
  }

  /** The images' bytes as they are; their hashes. */
  async images(images: readonly ImportedImage[]): Promise<string[]> {
    const hashes: string[] = [];
    for (const image of images) hashes.push((await this.stage(Readable.from([image.bytes]))).hash);
    return hashes;
  }

  async publish(): Promise<void> {
    for (const blob of this.staged) await blob.commit();
  }

  /** Removes what is still staged (a published blob has left its staged file already). */
  async discard(): Promise<void> {
    await Promise.all(this.staged.map((blob) => blob.discard()));
  }
}

/** The cases of each problem with their data staged. */
async function stageCases(blobs: ImportBlobs, checked: readonly Checked[]): Promise<CaseSpec[][]> {
  const out: CaseSpec[][] = [];
  for (const { save, files } of checked) {
    const cases: CaseSpec[] = [];
    for (const [i, s] of save.samples.entries()) {
      const [inputPath, outputPath] = files[i]!;
      const input = await blobs.file(inputPath);
      const output = await blobs.file(outputPath);
      cases.push({
        keepId: null,
        input: s.input,
        output: s.output,
        inputHash: input.hash,
        outputHash: output.hash,
        inputSize: input.size,
        outputSize: output.size,
        score: s.score,
        groupNum: s.groupNum,
      });
    }
    out.push(cases);
  }
  return out;
}

/**
 * Checks every problem (the admin form's rules, problem IDs unique within the archive and in the
 * bank, case files present), stages the test data and images and writes all problems in one
 * transaction with the importer as author, publishing the blobs last. The first refusal names the
 * problem (its `source`) and changes nothing, in the database or in the blob store.
 */
export async function storeImportedProblems(ctx: AppContext, user: AuthUser, problems: readonly ImportedProblem[]): Promise<ImportResult> {
  if (problems.length === 0) throw fail(TRANSFER_MSG.noProblem);
  const max = importLimits(ctx).problemsMax;
  if (problems.length > max) throw fail(archiveTooLarge(problems.length, max));
  const refs = await loadReferences(ctx.db);
  const checked: Checked[] = [];
  for (const p of problems) checked.push(await checkProblem(ctx, user, p, refs));
  refuseSharedIds(checked);

  const blobs = new ImportBlobs(ctx);
  try {
    const cases = await stageCases(blobs, checked);
    const imageHashes: string[][] = [];
    for (const { p } of checked) imageHashes.push(await blobs.images(p.images ?? []));

    let source = '';
    let problemId = '';
    const created = await about(
      () => source,
      () =>
        guardUnique(
          () => problemId,
          () =>
            ctx.db.transaction(async (tx) => {
              const out: ImportResult['problems'] = [];
              for (const [i, { p, save, edit }] of checked.entries()) {
                source = p.source;
                problemId = save.problem.problemId;
                let pid: number;
                if (edit) {
                  await applyProblemUpdate(tx, user, edit, save, edit.rows, cases[i]!);
                  pid = edit.row.id;
                } else {
                  const vo = await insertProblem(tx, user, save, cases[i]!, (named) => (problemId = named));
                  pid = vo.pid;
                  problemId = vo.problemId;
                }
                await insertImages(tx, user.uid, p.images ?? [], imageHashes[i]!);
                await p.afterStore?.(tx, { pid, problemId });
                out.push({ pid, problemId, title: save.problem.title });
              }
              // Last, so that the rows are visible (at the commit) only once their data is there.
              await blobs.publish();
              return out;
            }),
        ),
    );
    return { problems: created };
  } finally {
    await blobs.discard();
  }
}
