import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_POOL,
  PROBLEM_DEFAULTS,
  ProblemType,
  ioScoreOf,
  remoteKeyOf,
  type CreatedProblemVO,
  type ProblemSave,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { codeTemplate, judge, problem, problemLanguage, problemTag } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, fail } from '../../http/envelope.ts';
import { problemIdTaken, problemIdTakenByOther, unknownLanguages, unknownTags } from '../../http/messages/problem-admin.ts';
import { checkerCompiled } from '../judgehost/compile.ts';
import { checkAuthChange, manageableProblem } from './access.ts';
import { currentCases, resolveCases, sameCases, writeCases, type CaseRow, type CaseSpec } from './cases.ts';
import { unknownLanguageIds } from './languages.ts';
import { tagIdsFor, unknownTagIds } from './tags.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const taken = (problemId: string) => fail(problemIdTaken(problemId));

const SAVE_MSG = {
  spjNotCompiled: 'The special judge code has changed: compile it successfully before saving the problem',
  interactorNotCompiled: 'The interactor code has changed: compile it successfully before saving the problem',
} as const;

async function idInUse(db: DbLike, problemId: string, exceptPid: number | null): Promise<boolean> {
  const same = sql`upper(${problem.problemId}) = ${problemId.toUpperCase()}`;
  const rows = await db
    .select({ id: problem.id })
    .from(problem)
    .where(exceptPid === null ? same : and(same, ne(problem.id, exceptPid)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A group problem's save (hoj-api §11 /problem): the problem belongs to the group (`is_group`,
 * `gid`, the group's tags) and its display id is stored behind the group's short name. Who may
 * save it is the group's rule, checked by the caller; any auth is the group's to choose.
 */
export interface GroupSave {
  gid: number;
  /** The group's short name. */
  prefix: string;
}

const REMOTE_ID_FIXED = 'The ID of a remote problem names its judge and cannot be changed';

/** The display id stored for the form's id: behind the group's short name for a group problem. */
const storedId = (problemId: string, group: GroupSave | undefined) => (group && problemId ? `${group.prefix}${problemId}` : problemId);

/**
 * Languages and tags named by id must exist (a group problem's tags are the group's; a remote
 * problem's languages are its judge's, `oj`).
 */
async function checkReferences(ctx: AppContext, save: ProblemSave, gid: number | null = null, oj?: string): Promise<void> {
  const [languages, tags] = await Promise.all([unknownLanguageIds(ctx.db, save.languages, oj), unknownTagIds(ctx.db, save.tags, gid)]);
  if (languages.length > 0) throw fail(unknownLanguages(languages.join(', ')));
  if (tags.length > 0) throw fail(unknownTags(tags.join(', ')));
}

/** The next case version: the current time in ms, always above the previous one. */
function nextCaseVersion(previous?: string): string {
  return String(Math.max(Date.now(), (Number(previous) || 0) + 1));
}

/** The OI total follows the cases; ACM problems keep the default. */
function ioScore(save: ProblemSave, cases: readonly CaseSpec[]): number {
  return save.problem.type === ProblemType.OI ? ioScoreOf(cases, save.problem.judgeCaseMode) : PROBLEM_DEFAULTS.ioScore;
}

/** The columns a save sets from the form. */
function formValues(save: ProblemSave) {
  const p = save.problem;
  return {
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    hint: p.hint,
    source: p.source,
    type: p.type,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    auth: p.auth,
    codeShare: p.codeShare,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    // Absent (undefined): the column default on insert, the problem's own protocol on update.
    checkerProtocol: p.checkerProtocol,
    userExtraFile: p.userExtraFile,
    judgeExtraFile: p.judgeExtraFile,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    isUploadCase: save.isUploadTestCase,
  };
}

/** Languages, tags and code templates of a problem, replaced by those of the save. */
async function writeLinks(tx: DbLike, pid: number, save: ProblemSave, gid: number | null): Promise<void> {
  await tx.delete(problemLanguage).where(eq(problemLanguage.pid, pid));
  await tx.insert(problemLanguage).values(save.languages.map((lid) => ({ pid, lid })));

  const tids = await tagIdsFor(tx, save.tags, gid);
  await tx.delete(problemTag).where(eq(problemTag.pid, pid));
  if (tids.length > 0) await tx.insert(problemTag).values(tids.map((tid) => ({ pid, tid })));

  const lids = save.codeTemplates.map((t) => t.lid);
  await tx
    .delete(codeTemplate)
    .where(lids.length > 0 ? and(eq(codeTemplate.pid, pid), notInArray(codeTemplate.lid, lids)) : eq(codeTemplate.pid, pid));
  if (lids.length > 0) {
    const now = new Date();
    await tx
      .insert(codeTemplate)
      .values(save.codeTemplates.map((t) => ({ pid, ...t })))
      .onConflictDoUpdate({
        target: [codeTemplate.pid, codeTemplate.lid],
        set: { code: sql`excluded.code`, status: sql`excluded.status`, gmtModified: now },
      });
  }
}

/** Runs a save; a unique violation (a racing save took the same ID) is the "already exists" refusal. */
export async function guardUnique<T>(problemId: () => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(problemId());
    throw error;
  }
}

/**
 * What a new problem must pass before anything is written: the caller may set its auth, the
 * languages and tags it names exist, and its problem ID (when given) is free.
 */
export async function checkNewProblem(ctx: AppContext, user: AuthUser, save: ProblemSave, group?: GroupSave): Promise<void> {
  const p = save.problem;
  if (!group) checkAuthChange(user, null, p.auth);
  await checkReferences(ctx, save, group?.gid ?? null);
  const problemId = storedId(p.problemId, group);
  if (problemId && (await idInUse(ctx.db, problemId, null))) throw taken(problemId);
}

/**
 * Inserts a checked problem with its cases (already in the blob store), languages, tags and
 * templates inside the caller's transaction; the user is the author. A blank ID becomes `P{id}`,
 * told to `onNamed` before it is written so that a racing save's unique violation can name it.
 * A group problem (`group`) is the group's, its ID behind the group's short name.
 */
export async function insertProblem(
  tx: DbLike,
  user: AuthUser,
  save: ProblemSave,
  cases: readonly CaseSpec[],
  onNamed: (problemId: string) => void = () => {},
  group?: GroupSave,
): Promise<CreatedProblemVO> {
  const p = save.problem;
  const inserted = await tx
    .insert(problem)
    .values({
      ...formValues(save),
      ...(group ? { isGroup: true, gid: group.gid } : {}),
      // A blank ID is named after the row id, known only once inserted.
      problemId: storedId(p.problemId, group) || `#${randomBytes(8).toString('hex')}`,
      author: user.username,
      modifiedUser: user.username,
      ioScore: ioScore(save, cases),
      caseVersion: nextCaseVersion(),
    })
    .returning({ id: problem.id });
  const pid = inserted[0]!.id;
  let problemId = storedId(p.problemId, group);
  if (!problemId) {
    problemId = storedId(`P${pid}`, group);
    onNamed(problemId);
    if (await idInUse(tx, problemId, pid)) throw fail(problemIdTakenByOther(problemId));
    await tx.update(problem).set({ problemId }).where(eq(problem.id, pid));
  }
  await writeCases(tx, pid, [], cases);
  await writeLinks(tx, pid, save, group?.gid ?? null);
  return { pid, problemId };
}

/** Whether the checker the judge compiles changed (its cache follows the case version too). */
function checkerChanged(row: ProblemRow, save: ProblemSave): boolean {
  const p = save.problem;
  return row.judgeMode !== p.judgeMode || row.spjCode !== p.spjCode || row.spjLanguage !== p.spjLanguage;
}

/**
 * The form's rule that a special judge or interactor compiles whenever it changed (spec part 3 §4,
 * §5): a changed checker must be one a judge host compiled (compile-spj / compile-interactive keep
 * the record). `stored` is the problem before the edit, null for a new problem, whose checker is
 * new. Imports are not held to it: their checkers come from packages, not from this form.
 */
async function checkCheckerCompiled(ctx: AppContext, save: ProblemSave, stored: ProblemRow | null): Promise<void> {
  const p = save.problem;
  if (p.judgeMode !== 'spj' && p.judgeMode !== 'interactive') return;
  const changed = save.changeModeCode || stored === null || checkerChanged(stored, save);
  if (!changed || !p.spjCode || !p.spjLanguage) return;
  if (await checkerCompiled(ctx.db, { role: p.judgeMode, language: p.spjLanguage, code: p.spjCode })) return;
  throw fail(p.judgeMode === 'spj' ? SAVE_MSG.spjNotCompiled : SAVE_MSG.interactorNotCompiled);
}

/**
 * Creates a problem (hoj-api §13.4): the ID upper-cased and unique, `P{id}` when blank; the caller
 * is the author; cases, languages, tags and templates from the DTO; a fresh case version. A
 * group problem (`group`, its group's rule already checked) is the group's.
 */
export async function createProblem(ctx: AppContext, user: AuthUser, save: ProblemSave, group?: GroupSave): Promise<CreatedProblemVO> {
  await checkNewProblem(ctx, user, save, group);
  await checkCheckerCompiled(ctx, save, null);
  const cases = await resolveCases(ctx, user.uid, save, { rows: [], uploaded: false });
  let problemId = storedId(save.problem.problemId, group);
  return guardUnique(
    () => problemId,
    () => ctx.db.transaction((tx) => insertProblem(tx, user, save, cases, (named) => (problemId = named), group)),
  );
}

/**
 * What an edit must pass before anything is written: the problem exists and the user manages it,
 * may set its auth, the languages and tags exist, and its ID (`P{id}` when blank) is free.
 * Answers the problem's row and its ID after the save. A group problem's edit comes with its row,
 * which the caller found the user may manage by the group's rule, and its group.
 */
export async function checkProblemUpdate(
  ctx: AppContext,
  user: AuthUser,
  save: ProblemSave,
  inGroup?: { row: ProblemRow; group: GroupSave },
): Promise<{ row: ProblemRow; problemId: string; group?: GroupSave }> {
  const p = save.problem;
  if (!p.id) throw badRequest('The required request parameters are missing: problem.id');
  const row = inGroup?.row ?? (await manageableProblem(ctx, user, p.id));
  const group = inGroup?.group;
  if (!group) checkAuthChange(user, row.auth, p.auth);
  const remote = row.isRemote ? remoteKeyOf(row.problemId) : null;
  await checkReferences(ctx, save, group?.gid ?? null, remote ? ACCOUNT_POOL[remote] : undefined);
  // A remote problem's ID names its judge and its problem there: it is not the admin's to change.
  if (row.isRemote && (p.problemId ?? '').toUpperCase() !== row.problemId.toUpperCase()) throw fail(REMOTE_ID_FIXED);
  const problemId = storedId(p.problemId || `P${row.id}`, group);
  if (await idInUse(ctx.db, problemId, row.id)) throw taken(problemId);
  return { row, problemId, ...(group ? { group } : {}) };
}

/**
 * Writes a checked edit inside the caller's transaction. `rows` are the problem's cases as read
 * before, `cases` the wanted ones (already in the blob store). Cases are rewritten only when they
 * changed (unchanged ones keep their ids), and only then, or when the checker changed, is the case
 * version bumped. A new problem ID is written into its submissions' display id.
 */
export async function applyProblemUpdate(
  tx: DbLike,
  user: AuthUser,
  edit: { row: ProblemRow; problemId: string; group?: GroupSave },
  save: ProblemSave,
  rows: readonly CaseRow[],
  cases: readonly CaseSpec[],
): Promise<void> {
  const { row, problemId } = edit;
  const pid = row.id;
  const casesChanged = row.isUploadCase !== save.isUploadTestCase || !sameCases(rows, cases);
  await tx
    .update(problem)
    .set({
      ...formValues(save),
      problemId,
      modifiedUser: user.username,
      ioScore: ioScore(save, cases),
      gmtModified: new Date(),
      ...(casesChanged || checkerChanged(row, save) ? { caseVersion: nextCaseVersion(row.caseVersion) } : {}),
    })
    .where(eq(problem.id, pid));
  if (casesChanged) await writeCases(tx, pid, rows, cases);
  await writeLinks(tx, pid, save, edit.group?.gid ?? null);
  if (problemId !== row.problemId) {
    await tx
      .update(judge)
      .set({ displayPid: problemId })
      .where(and(eq(judge.pid, pid), eq(judge.displayPid, row.problemId)));
  }
}

/** Saves an edited problem (author, root or problem_admin; a group problem by the group's rule, checked by the caller). */
export async function updateProblem(
  ctx: AppContext,
  user: AuthUser,
  save: ProblemSave,
  inGroup?: { row: ProblemRow; group: GroupSave },
): Promise<void> {
  const edit = await checkProblemUpdate(ctx, user, save, inGroup);
  // A remote problem is judged by its judge: it has no test cases here, whatever the form sent.
  if (edit.row.isRemote) save = { ...save, isUploadTestCase: false, samples: [], uploadTestcaseDir: null };
  await checkCheckerCompiled(ctx, save, edit.row);
  const rows = await currentCases(ctx.db, edit.row.id);
  const cases = await resolveCases(ctx, user.uid, save, { rows, uploaded: edit.row.isUploadCase });
  await guardUnique(
    () => edit.problemId,
    () => ctx.db.transaction((tx) => applyProblemUpdate(tx, user, edit, save, rows, cases)),
  );
}
