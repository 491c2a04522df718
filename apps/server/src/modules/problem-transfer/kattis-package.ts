import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { z } from 'zod';
import { CODE_MAX, KATTIS_EXPECTED, PROBLEM_LIMITS, isPlainFileName, type KattisExpected } from '@arbiter/contract';
import { toMessage } from '../../http/catalogue.ts';
import { fail } from '../../http/envelope.ts';
import {
  badTestFileName,
  fileEmpty,
  fileTooLong,
  inProblemYaml,
  noAnswerFile,
  noInputFile,
  packageFolders,
  partialForScoring,
  partialName,
  storedTwice,
  subtaskListsTwice,
  subtaskNotATest,
  subtaskTwice,
  submissionFolder,
  submissionLanguage,
  submissionSingleFile,
  testInNoSubtask,
  tooManySubmissions,
  tooManyValidators,
  validationUnknown,
  validatorHeader,
  validatorNoSource,
  validatorOtherFile,
  validatorTooManyHeaders,
  validatorTwoSources,
} from '../../http/messages/kattis.ts';
import { isFile } from './archive.ts';
import { readYaml } from './parse.ts';
import { refuse } from './refusals.ts';
import { storedCaseName } from './store.ts';

/**
 * Reads an unpacked Kattis / ICPC problem package (problem.yaml, data/sample and data/secret,
 * output_validators/, problem_statement/, submissions/) into a `KattisPackage`. Every refusal names
 * the package (its folder) and the file: `hello: data/secret/2.in has no answer file data/secret/2.ans`.
 */

/** At most this many reference submissions are judged for one package. */
const KATTIS_SUBMISSIONS_MAX = 100;

/** A test: `name` is its path under data/ without extension (`secret/1`), the files are relative to data/. */
export interface KattisTest {
  name: string;
  input: string;
  answer: string;
}

interface KattisSubtask {
  /** The subtask's name in problem.yaml (for messages). */
  group: string;
  score: number;
  /** Test names, in the package's order. */
  tests: string[];
}

interface KattisValidator {
  /** Its path in the package. */
  file: string;
  language: 'C' | 'C++';
  code: string;
  /** Headers beside it, compiled with it (the problem's judge extra files). */
  headers: Record<string, string>;
}

export interface KattisSubmission {
  /** The path under submissions/: `accepted/sol.cpp`. */
  file: string;
  expected: KattisExpected;
  /** The points a `partial` submission named `scoreNN_…` must earn. */
  expectedScore: number | null;
  /** One of the judge's language names. */
  language: string;
  code: string;
}

interface KattisStatement {
  description: string | null;
  input: string | null;
  output: string | null;
  /** `\problemname{…}` of a LaTeX statement. */
  title: string | null;
}

export interface KattisPackage {
  /** The package's folder name: names it in messages; its short name. */
  source: string;
  /** The absolute folder of the package. */
  root: string;
  name: string;
  type: 'pass-fail' | 'scoring';
  /** `outputMb` is checked as Kattis would, but the problem does not keep it (see kattis-convert.ts). */
  limits: { timeMs: number; memoryMb: number; outputMb: number };
  /** `custom` validators judge the output; `interactive` ones talk to the program; `score` ones grade it. */
  validation: { custom: boolean; interactive: boolean; score: boolean };
  io: { input: string; output: string } | null;
  /** Where the problem comes from (problem.yaml `source`). */
  origin: string | null;
  samples: KattisTest[];
  secret: KattisTest[];
  subtasks: KattisSubtask[] | null;
  validator: KattisValidator | null;
  statement: KattisStatement | null;
  submissions: KattisSubmission[];
}

// ---------------------------------------------------------------------------------------------
// problem.yaml

const seconds = z
  .number('the time limit must be a number of seconds')
  .positive('the time limit must be a number of seconds above 0')
  .max(PROBLEM_LIMITS.timeLimitMaxMs / 1000, `the time limit can not exceed ${PROBLEM_LIMITS.timeLimitMaxMs / 1000} seconds`);
const mebibytes = (what: string, max: number) =>
  z
    .number(`the ${what} limit must be a whole number of MiB`)
    .int(`the ${what} limit must be a whole number of MiB`)
    .min(1, `the ${what} limit must be at least 1 MiB`)
    .max(max, `the ${what} limit can not exceed ${max} MiB`);
const fileIoName = z.string('must be a file name').refine(isPlainFileName, "must be a plain file name (letters, digits, '.', '_' or '-')");

// An empty problem.yaml is a package of defaults.
export const kattisProblemYaml = z.preprocess(
  (v) => v ?? {},
  z.object(
    {
      /** A string, or one per language (`{en: …, sv: …}`). */
      name: z.union([z.string(), z.record(z.string(), z.string())], 'must be text or one text per language').optional(),
      /** A string, or `{name, url}`. */
      source: z.union([z.string(), z.object({ name: z.string() }).transform((s) => s.name)]).optional(),
      type: z.enum(['pass-fail', 'scoring'], 'must be pass-fail or scoring').default('pass-fail'),
      limits: z
        .object({
          time: seconds.default(1),
          memory: mebibytes('memory', PROBLEM_LIMITS.memoryLimitMaxMb).default(256),
          output: mebibytes('output', 1024).default(8),
        })
        .default({ time: 1, memory: 256, output: 8 }),
      validation: z.string('must be default, custom, custom interactive or custom score').default('default'),
      validator_flags: z.unknown().optional(),
      io: z.object({ input: fileIoName, output: fileIoName }).optional(),
      subtasks: z
        .array(
          z.object({
            group: z.union([z.string(), z.number()], 'each subtask needs a group name').transform(String),
            score: z
              .number('each subtask needs a score')
              .int('a subtask score must be a whole number')
              .min(0, 'a subtask score can not be negative'),
            tests: z
              .array(z.string('tests are paths under data/'), 'each subtask lists its tests')
              .min(1, 'each subtask lists at least one test'),
          }),
          'subtasks must be a list',
        )
        .min(1, 'subtasks must not be empty')
        .optional(),
    },
    'the file must be a map of settings',
  ),
);
type ProblemYaml = z.output<typeof kattisProblemYaml>;

/** `default`, or `custom` with the flags `interactive` and `score` in any order. */
function parseValidation(pkg: string, text: string): KattisPackage['validation'] {
  const words = text.trim().split(/\s+/);
  const known = new Set(['interactive', 'score']);
  if (words.length === 1 && words[0] === 'default') return { custom: false, interactive: false, score: false };
  const flags = words.slice(1);
  if (words[0] !== 'custom' || flags.some((f) => !known.has(f)) || new Set(flags).size !== flags.length) {
    throw refuse(pkg, inProblemYaml(validationUnknown(text)));
  }
  return { custom: true, interactive: flags.includes('interactive'), score: flags.includes('score') };
}

function titleOf(name: ProblemYaml['name']): string | null {
  if (name === undefined) return null;
  if (typeof name === 'string') return name.trim() || null;
  return (name.en ?? Object.values(name)[0] ?? '').trim() || null;
}

// ---------------------------------------------------------------------------------------------
// Files

/** The files under `dir`, as paths relative to it ('/'-separated), sorted; none when it does not exist. */
async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesBelow(dir, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

async function entriesOf(dir: string): Promise<{ name: string; folder: boolean }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.map((e) => ({ name: e.name, folder: e.isDirectory() })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function text(path: string): Promise<string> {
  return readFile(path, 'utf8');
}

/** Files the packaging tools of other systems leave behind, never part of a package. */
const IGNORED = (name: string) => name === '__MACOSX' || name.startsWith('.');

// ---------------------------------------------------------------------------------------------
// Tests

/**
 * The tests of data/<kind>/ (sub-folders included): every .in with its .ans, sorted by name. Test
 * data is stored flat (`secret/a/b.in` as `secret_a_b.in`, store.ts), so two files that flatten to
 * one name (`secret/a/b.in` and `secret/a_b.in`) are refused rather than one overwriting the other.
 */
async function readTests(pkg: string, root: string, kind: 'sample' | 'secret'): Promise<KattisTest[]> {
  const files = (await filesBelow(join(root, 'data', kind))).filter((f) => !f.split('/').some(IGNORED));
  const names = new Set(files);
  const storedAs = new Map<string, string>();
  const tests: KattisTest[] = [];
  for (const f of files) {
    const ext = extname(f);
    const base = f.slice(0, -ext.length);
    if (ext === '.in') {
      if (!names.has(`${base}.ans`)) throw refuse(pkg, noAnswerFile(`data/${kind}/${f}`, `data/${kind}/${base}.ans`));
      const test = { name: `${kind}/${base}`, input: `${kind}/${f}`, answer: `${kind}/${base}.ans` };
      for (const file of [test.input, test.answer]) {
        const stored = storedCaseName(file);
        if (!isPlainFileName(stored)) {
          throw refuse(pkg, badTestFileName(`data/${file}`, PROBLEM_LIMITS.fileNameMax));
        }
        const other = storedAs.get(stored);
        if (other !== undefined) throw refuse(pkg, storedTwice(`data/${other}`, `data/${file}`, stored));
        storedAs.set(stored, file);
      }
      tests.push(test);
    } else if (ext === '.ans' && !names.has(`${base}.in`)) {
      throw refuse(pkg, noInputFile(`data/${kind}/${f}`, `data/${kind}/${base}.in`));
    }
  }
  return tests;
}

/** The subtasks of problem.yaml, each test checked to exist and every secret test placed in one. */
function readSubtasks(pkg: string, yaml: ProblemYaml, samples: KattisTest[], secret: KattisTest[]): KattisSubtask[] | null {
  if (!yaml.subtasks) return null;
  if (yaml.type !== 'scoring') throw refuse(pkg, inProblemYaml(toMessage('subtasks are for problems of type scoring')));
  const order = new Map([...samples, ...secret].map((t, i) => [t.name, i]));
  const groups = new Set<string>();
  const placed = new Set<string>();
  const subtasks = yaml.subtasks.map((s) => {
    if (groups.has(s.group)) throw refuse(pkg, inProblemYaml(subtaskTwice(s.group)));
    groups.add(s.group);
    const seen = new Set<string>();
    for (const raw of s.tests) {
      const name = raw.trim().replace(/^data\//, '');
      if (!order.has(name)) throw refuse(pkg, inProblemYaml(subtaskNotATest(s.group, raw)));
      if (seen.has(name)) throw refuse(pkg, inProblemYaml(subtaskListsTwice(s.group, raw)));
      seen.add(name);
      placed.add(name);
    }
    return { group: s.group, score: s.score, tests: [...seen].sort((a, b) => order.get(a)! - order.get(b)!) };
  });
  const left = secret.find((t) => !placed.has(t.name));
  if (left) throw refuse(pkg, inProblemYaml(testInNoSubtask(left.name)));
  return subtasks;
}

// ---------------------------------------------------------------------------------------------
// Output validator

const SOURCE_LANGUAGE: Readonly<Record<string, 'C' | 'C++'>> = { '.c': 'C', '.cpp': 'C++', '.cc': 'C++', '.cxx': 'C++' };
const HEADER = /\.(h|hh|hpp)$/;

/** The package's output validator (or interactor): `output_validators/<name>/` or the newer `output_validator/`. */
async function readValidator(pkg: string, root: string): Promise<KattisValidator | null> {
  let folder: string | null = null;
  const legacy = (await entriesOf(join(root, 'output_validators'))).filter((e) => !IGNORED(e.name));
  if (legacy.length > 1) {
    throw refuse(pkg, tooManyValidators(legacy.length, legacy.map((e) => e.name).join(', ')));
  }
  const only = legacy[0];
  if (only) folder = only.folder ? `output_validators/${only.name}` : 'output_validators';
  else if ((await stat(join(root, 'output_validator')).catch(() => null))?.isDirectory()) folder = 'output_validator';
  if (folder === null) return null;

  const entries = (await entriesOf(join(root, folder))).filter((e) => !IGNORED(e.name));
  let source: { name: string; language: 'C' | 'C++' } | null = null;
  const headers: Record<string, string> = {};
  for (const e of entries) {
    const path = `${folder}/${e.name}`;
    const language = SOURCE_LANGUAGE[extname(e.name).toLowerCase()];
    if (!e.folder && language) {
      if (source) throw refuse(pkg, validatorTwoSources(folder, source.name, e.name));
      source = { name: e.name, language };
    } else if (!e.folder && HEADER.test(e.name)) {
      const content = await text(join(root, path));
      if (!isPlainFileName(e.name) || content.length === 0 || content.length > PROBLEM_LIMITS.extraFileMax) {
        throw refuse(pkg, validatorHeader(path, PROBLEM_LIMITS.extraFileMax));
      }
      headers[e.name] = content;
    } else {
      throw refuse(pkg, validatorOtherFile(path));
    }
  }
  if (!source) throw refuse(pkg, validatorNoSource(folder));
  if (Object.keys(headers).length > PROBLEM_LIMITS.extraFilesMax) {
    throw refuse(pkg, validatorTooManyHeaders(folder, PROBLEM_LIMITS.extraFilesMax));
  }
  const file = `${folder}/${source.name}`;
  const code = await text(join(root, file));
  if (code.trim().length === 0) throw refuse(pkg, fileEmpty(file));
  if (code.length > PROBLEM_LIMITS.textMax) throw refuse(pkg, fileTooLong(file, PROBLEM_LIMITS.textMax));
  return { file, language: source.language, code, headers };
}

// ---------------------------------------------------------------------------------------------
// Statement

/** Splits a statement at its Input and Output headings (Markdown `#…` or LaTeX `\section`). */
function splitStatement(body: string, heading: (word: string) => RegExp): Omit<KattisStatement, 'title'> {
  const inputAt = body.search(heading('Input'));
  const outputAt = body.search(heading('Output'));
  const cut = (from: number, to: number) => {
    const part = body.slice(from, to === -1 || to < from ? undefined : to);
    return part.replace(/^[^\n]*\n?/, '').trim() || null;
  };
  if (inputAt === -1 && outputAt === -1) return { description: body.trim() || null, input: null, output: null };
  const first = Math.min(...[inputAt, outputAt].filter((i) => i !== -1));
  return {
    description: body.slice(0, first).trim() || null,
    input: inputAt === -1 ? null : cut(inputAt, outputAt),
    output: outputAt === -1 ? null : cut(outputAt, -1),
  };
}

/** The English (else the only) statement in problem_statement/ or statement/, Markdown before LaTeX. */
async function readStatement(root: string): Promise<KattisStatement | null> {
  for (const folder of ['problem_statement', 'statement']) {
    const names = (await entriesOf(join(root, folder))).filter((e) => !e.folder).map((e) => e.name);
    const pick =
      ['problem.en.md', 'problem.md', 'problem.en.tex', 'problem.tex'].find((n) => names.includes(n)) ??
      names.find((n) => /^problem\.\w+\.(md|tex)$/.test(n));
    if (!pick) continue;
    const body = await text(join(root, folder, pick));
    if (pick.endsWith('.md')) {
      return { ...splitStatement(body, (w) => new RegExp(`^#{1,3}\\s*${w}\\s*$`, 'im')), title: null };
    }
    const title = /\\problemname\{([^}]*)\}/.exec(body)?.[1]?.trim() || null;
    const withoutName = body.replace(/\\problemname\{[^}]*\}/, '');
    return { ...splitStatement(withoutName, (w) => new RegExp(`\\\\section\\*?\\{${w}\\}`, 'i')), title };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reference submissions

/**
 * The judge's language of a submission, by its file's extension. C and C++ with -O2, as Kattis
 * and every ICPC judge compile them: a reference solution timed against optimised code would
 * otherwise miss its time limit here.
 */
const SUBMISSION_LANGUAGE: Readonly<Record<string, string>> = {
  '.c': 'C With O2',
  '.cpp': 'C++ 17 With O2',
  '.cc': 'C++ 17 With O2',
  '.cxx': 'C++ 17 With O2',
  '.java': 'Java',
  '.py': 'Python3',
};

/**
 * Java code as the judge compiles it. The judge saves a Java submission as Main.java (the Java
 * language of language.ts), where only a public class Main compiles, but a Kattis solution is
 * named for its file: `public class Sum` in Sum.java. So that declaration, and nothing else, is
 * renamed to Main. Code that also names its class elsewhere (a constructor, `Sum.solve()`) is left
 * as written and does not compile here: its verification shows the Compile Error.
 */
export function javaAsMain(fileName: string, code: string): string {
  const base = basename(fileName, extname(fileName));
  if (base === 'Main' || !/^[A-Za-z_$][\w$]*$/.test(base)) return code;
  const declaration = new RegExp(`\\bpublic(\\s+)class(\\s+)${base.replaceAll('$', '\\$')}(?![\\w$])`);
  return code.replace(declaration, 'public$1class$2Main');
}

async function readSubmissions(pkg: string, root: string, type: ProblemYaml['type']): Promise<KattisSubmission[]> {
  const out: KattisSubmission[] = [];
  for (const folder of (await entriesOf(join(root, 'submissions'))).filter((e) => !IGNORED(e.name))) {
    const where = `submissions/${folder.name}`;
    if (!folder.folder || !(KATTIS_EXPECTED as readonly string[]).includes(folder.name)) {
      throw refuse(pkg, submissionFolder(where, KATTIS_EXPECTED.join(', ')));
    }
    const expected = folder.name as KattisExpected;
    if (expected === 'partial' && type !== 'scoring') throw refuse(pkg, partialForScoring(where));
    for (const e of (await entriesOf(join(root, where))).filter((x) => !IGNORED(x.name))) {
      const file = `${folder.name}/${e.name}`;
      if (e.folder) throw refuse(pkg, submissionSingleFile(`submissions/${file}`));
      const language = SUBMISSION_LANGUAGE[extname(e.name).toLowerCase()];
      if (!language) throw refuse(pkg, submissionLanguage(`submissions/${file}`));
      let expectedScore: number | null = null;
      if (expected === 'partial') {
        const m = /^score(\d+)_/.exec(e.name);
        if (!m) throw refuse(pkg, partialName(`submissions/${file}`));
        expectedScore = Number(m[1]);
      }
      const source = await text(join(root, 'submissions', file));
      const code = language === 'Java' ? javaAsMain(e.name, source) : source;
      if (code.trim().length === 0) throw refuse(pkg, fileEmpty(`submissions/${file}`));
      if (code.length > CODE_MAX) throw refuse(pkg, fileTooLong(`submissions/${file}`, CODE_MAX));
      out.push({ file, expected, expectedScore, language, code });
    }
  }
  if (out.length > KATTIS_SUBMISSIONS_MAX) {
    throw refuse(pkg, tooManySubmissions(out.length, KATTIS_SUBMISSIONS_MAX));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The package

/**
 * Where the package is in the unpacked zip: its top level when problem.yaml sits there (named
 * after the zip), else the zip's one folder.
 */
export async function findPackage(dir: string, archiveName: string): Promise<{ source: string; root: string }> {
  const zipName = basename(archiveName).replace(/\.zip$/i, '') || 'package';
  if (await isFile(join(dir, 'problem.yaml'))) return { source: zipName, root: dir };
  const folders = (await entriesOf(dir)).filter((e) => e.folder && !IGNORED(e.name));
  if (folders.length === 1) return { source: folders[0]!.name, root: join(dir, folders[0]!.name) };
  if (folders.length === 0) throw refuse(zipName, 'problem.yaml is missing: the zip must hold one package folder with problem.yaml in it');
  throw fail(packageFolders(archiveName, folders.length, folders.map((f) => f.name).join(', ')));
}

/** Reads and checks the package in `root`; every refusal names the package (`source`) and the file. */
export async function readKattisPackage(source: string, root: string): Promise<KattisPackage> {
  if (!(await isFile(join(root, 'problem.yaml'))))
    throw refuse(source, 'problem.yaml is missing: a package has it at the top of its folder');
  const yaml = await readYaml(join(root, 'problem.yaml'), `${source}/problem.yaml`, kattisProblemYaml);
  if (yaml.validator_flags !== undefined && yaml.validator_flags !== null && yaml.validator_flags !== '') {
    throw refuse(source, inProblemYaml(toMessage('validator_flags are not supported')));
  }
  const validation = parseValidation(source, yaml.validation);
  if (validation.score && yaml.type !== 'scoring')
    throw refuse(source, inProblemYaml(toMessage('validation custom score is for problems of type scoring')));
  if (validation.interactive && yaml.io)
    throw refuse(source, inProblemYaml(toMessage('an interactive problem can not read and write files (io)')));

  const samples = await readTests(source, root, 'sample');
  const secret = await readTests(source, root, 'secret');
  if (secret.length === 0) throw refuse(source, 'data/secret/ holds no test (a .in with its .ans)');
  const subtasks = readSubtasks(source, yaml, samples, secret);
  // A validator the package does not ask for plays no part (Kattis ignores it too).
  const validator = validation.custom ? await readValidator(source, root) : null;
  if (validation.custom && !validator)
    throw refuse(source, 'output_validators/ holds no validator, but problem.yaml asks for custom validation');
  const statement = await readStatement(root);
  return {
    source,
    root,
    name: titleOf(yaml.name) ?? statement?.title ?? source,
    type: yaml.type,
    limits: { timeMs: Math.max(1, Math.round(yaml.limits.time * 1000)), memoryMb: yaml.limits.memory, outputMb: yaml.limits.output },
    validation,
    io: yaml.io ?? null,
    origin: yaml.source?.trim() || null,
    samples,
    secret,
    subtasks,
    validator,
    statement,
    submissions: await readSubmissions(source, root, yaml.type),
  };
}
