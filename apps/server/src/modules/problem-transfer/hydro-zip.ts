import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ProblemType, evenScores } from '@arbiter/contract';
import { fail } from '../../http/envelope.ts';
import {
  extraFileOutside,
  fileMissing,
  hydroMemory,
  hydroTime,
  statementFileNotImage,
  strayFolder,
  testDataFolderMissing,
} from '../../http/messages/transfer.ts';
import { filesIn, folders, isFile, pairedCases } from './archive.ts';
import { publicImage, type ImportedImage } from './images.ts';
import { readText, readYaml } from './parse.ts';
import { examplesOf } from './qdoj-zip.ts';
import { refuse } from './refusals.ts';
import type { ImportedCase, ImportedProblem } from './store.ts';

/**
 * A Hydro zip (hoj-data-and-judge B.17): one folder per problem with `problem.yaml`, the statement
 * `problem_zh.md`, `problem.md` or `problem_en.md` (the first there), `testdata/` (data files and
 * `config.yaml`) and `additional_file/`.
 * Hydro problems are OI problems; the statement's sections become the description, input, output
 * and hint, its fenced ```inputN / ```outputN blocks the examples, and `file://name` images are
 * served from the blob store.
 */

const names = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

const problemYaml = z
  .object({
    pid: z.union([z.string(), z.number()]).nullish(),
    title: z.string().nullish(),
    tag: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

const hydroCase = z.object({ input: z.string(), output: z.string(), score: z.number().nullish() });

const configYaml = z
  .object({
    type: z.string().nullish(),
    checker: z.string().nullish(),
    interactor: z.string().nullish(),
    time: z.union([z.string(), z.number()]).nullish(),
    memory: z.union([z.string(), z.number()]).nullish(),
    cases: z.array(hydroCase).nullish(),
    subtasks: z.array(z.object({ score: z.number(), cases: z.array(hydroCase) })).nullish(),
    langs: z.array(z.string()).nullish(),
    user_extra_files: names,
    judge_extra_files: names,
  })
  .nullish()
  .transform((v) => v ?? { user_extra_files: [], judge_extra_files: [] });

/** Hydro language keys (`cc.cc17o2`, `py.py3`, …) → language names here; unknown ones pass and are dropped by the store. */
export function languageName(key: string): string {
  const k = key.toLowerCase();
  const [family = '', variant = ''] = k.split('.');
  const o2 = k.includes('o2') ? ' With O2' : '';
  if (family === 'cc') {
    const std = /cc(17|20)/.exec(variant)?.[1];
    return `C++${std ? ` ${std}` : ''}${o2}`;
  }
  if (family === 'c') return `C${o2}`;
  const simple: Record<string, string> = {
    cs: 'C#',
    go: 'Golang',
    java: 'Java',
    php: 'PHP',
    nodejs: 'JavaScript Node',
    js: 'JavaScript Node',
    rs: 'Rust',
    rb: 'Ruby',
    ruby: 'Ruby',
    pas: 'Pascal',
    py2: 'Python2',
    py3: 'Python3',
    pypy3: 'PyPy3',
    pypy2: 'PyPy2',
  };
  if (family === 'py') return simple[variant] ?? 'Python3';
  return simple[family] ?? key;
}

/** `1s`, `1.5s`, `1000ms` or a bare number of ms → ms. */
function durationMs(value: string | number, source: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/i.exec(String(value).trim());
  if (!m) throw refuse(source, hydroTime(value));
  const n = Number(m[1]);
  return Math.round(m[2]?.toLowerCase() === 's' ? n * 1000 : n);
}

/** `256m`, `256mb`, `1g`, `65536k` or a bare number of MB → MB. */
function sizeMb(value: string | number, source: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib|g|gb|gib)?$/i.exec(String(value).trim());
  if (!m) throw refuse(source, hydroMemory(value));
  const n = Number(m[1]);
  const unit = (m[2] ?? 'm').toLowerCase()[0];
  return Math.max(1, Math.round(unit === 'k' ? n / 1024 : unit === 'g' ? n * 1024 : n));
}

type Section = 'description' | 'input' | 'output' | 'hint' | 'samples';

/** Headings that open a part of the statement, in English and Chinese. */
const HEADINGS: [RegExp, Section][] = [
  [/^(description|problem description|background|题目描述|题目背景|描述|背景)$/i, 'description'],
  [/^(input|input format|input description|输入|输入格式|输入描述)$/i, 'input'],
  [/^(output|output format|output description|输出|输出格式|输出描述)$/i, 'output'],
  [/^(samples?|examples?|样例|输入输出样例|样例输入输出)(\s*\d+)?$/i, 'samples'],
  [/^(hint|hints|note|notes|提示|说明|说明\/提示|数据范围|数据范围与提示)$/i, 'hint'],
];

const FENCE = (kind: 'input' | 'output') => new RegExp('```' + kind + '\\d+\\r?\\n([\\s\\S]*?)\\r?\\n?```', 'g');

/** The statement split into its parts, and its examples from the fenced sample blocks. */
export function splitStatement(md: string): Record<Exclude<Section, 'samples'>, string> & { examples: string | null } {
  const inputs = [...md.matchAll(FENCE('input'))].map((m) => m[1] ?? '');
  const outputs = [...md.matchAll(FENCE('output'))].map((m) => m[1] ?? '');
  const text = md.replace(FENCE('input'), '').replace(FENCE('output'), '');
  const parts: Record<Section, string[]> = { description: [], input: [], output: [], hint: [], samples: [] };
  let current: Section = 'description';
  let fenced = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    const section = heading ? HEADINGS.find(([pattern]) => pattern.test(heading[1]!.trim()))?.[1] : undefined;
    if (section) current = section;
    else parts[current].push(line);
  }
  const joined = (s: Section) => parts[s].join('\n').trim();
  return {
    description: joined('description'),
    input: joined('input'),
    output: joined('output'),
    // What a samples section says besides its blocks is kept with the hint.
    hint: [joined('samples'), joined('hint')].filter(Boolean).join('\n\n'),
    examples: examplesOf(inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }))),
  };
}

/** The statement's `file://name` images, served publicly, with their links rewritten. */
async function statementImages(md: string, dir: string, source: string): Promise<{ md: string; images: ImportedImage[] }> {
  const images: ImportedImage[] = [];
  let out = md;
  const linked = [...new Set([...md.matchAll(/\(file:\/\/([^)\s]+)\)/g)].map((m) => m[1]!))];
  for (const name of linked) {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // kept as written
    }
    const file = `additional_file/${decoded}`;
    const plain = !decoded.includes('/') && !decoded.includes('\\') && decoded !== '..';
    if (!plain || !(await isFile(join(dir, file)))) throw refuse(source, fileMissing(file));
    const image = publicImage(await readFile(join(dir, file)));
    if (!image) throw refuse(source, statementFileNotImage(file));
    images.push(image);
    out = out.split(`file://${name}`).join(image.url);
  }
  return { md: out, images };
}

/** Extra files named by config.yaml, read from testdata/. */
async function extraFiles(testdata: string, folder: string, files: readonly string[]): Promise<Record<string, string> | undefined> {
  if (files.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const name of files) {
    if (name.includes('/') || name.includes('\\')) throw refuse(`${folder}/testdata/config.yaml`, extraFileOutside(name));
    out[name] = await readText(join(testdata, name), `${folder}/testdata/${name}`);
  }
  return out;
}

/** A checker or interactor named by config.yaml, with its language (C++ for .cc/.cpp, else C). */
async function checkerOf(testdata: string, folder: string, name: string) {
  const spjCode = await readText(join(testdata, name), `${folder}/testdata/${name}`);
  return { spjCode, spjLanguage: /\.(cc|cpp|cxx)$/i.test(name) ? 'C++' : 'C' };
}

/** The cases of config.yaml (scores 100/N when absent), its subtasks (subtask_lowest), or the data files paired by name. */
async function casesOf(config: z.output<typeof configYaml>, testdata: string): Promise<{ cases: ImportedCase[]; subtasks: boolean }> {
  if (config.subtasks?.length) {
    const cases = config.subtasks.flatMap((task, i) =>
      task.cases.map((c) => ({ input: c.input, output: c.output, score: task.score, groupNum: i + 1 })),
    );
    return { cases, subtasks: true };
  }
  let listed: ImportedCase[];
  if (config.cases?.length) listed = config.cases.map((c) => ({ input: c.input, output: c.output, score: c.score ?? null }));
  else listed = await pairedCases(testdata);
  if (listed.some((c) => c.score === null || c.score === undefined)) {
    const scores = evenScores(listed.length);
    listed = listed.map((c, i) => ({ ...c, score: scores[i]! }));
  }
  return { cases: listed, subtasks: false };
}

/** Statement files by preference; Hydro writes one per language it has. */
const STATEMENTS = ['problem_zh.md', 'problem.md', 'problem_en.md'];

/** The statement file of a problem folder: the first of STATEMENTS there, else problem.md (refused as missing). */
async function statementOf(dir: string): Promise<string> {
  for (const name of STATEMENTS) if (await isFile(join(dir, name))) return name;
  return 'problem.md';
}

async function readHydroProblem(root: string, folder: string): Promise<ImportedProblem> {
  const dir = join(root, folder);
  const testdata = join(dir, 'testdata');
  const meta = await readYaml(join(dir, 'problem.yaml'), `${folder}/problem.yaml`, problemYaml);
  const configName = `${folder}/testdata/config.yaml`;
  const config = (await isFile(join(testdata, 'config.yaml')))
    ? await readYaml(join(testdata, 'config.yaml'), configName, configYaml)
    : configYaml.parse(null);
  const statementName = await statementOf(dir);
  const source = `${folder}/${statementName}`;
  const { md, images } = await statementImages(await readText(join(dir, statementName), source), dir, source);
  const parts = splitStatement(md);

  let checker = {};
  if (config.type === 'interactive') {
    if (!config.interactor) throw refuse(configName, 'an interactive problem needs its interactor');
    checker = { judgeMode: 'interactive' as const, ...(await checkerOf(testdata, folder, config.interactor)) };
  } else if (config.checker) {
    checker = { judgeMode: 'spj' as const, ...(await checkerOf(testdata, folder, config.checker)) };
  }
  const { cases, subtasks } = await casesOf(config, testdata);
  const pid = meta.pid === null || meta.pid === undefined || meta.pid === 'null' ? '' : String(meta.pid);
  const userExtraFile = await extraFiles(testdata, folder, config.user_extra_files);
  const judgeExtraFile = await extraFiles(testdata, folder, config.judge_extra_files);
  return {
    source,
    problem: {
      problemId: pid,
      title: meta.title ?? '',
      description: parts.description || null,
      input: parts.input || null,
      output: parts.output || null,
      hint: parts.hint || null,
      examples: parts.examples,
      type: ProblemType.OI,
      difficulty: 1,
      auth: 1,
      codeShare: false,
      isRemoveEndBlank: true,
      openCaseResult: true,
      judgeCaseMode: subtasks ? 'subtask_lowest' : 'default',
      ...(config.time !== null && config.time !== undefined ? { timeLimit: durationMs(config.time, configName) } : {}),
      ...(config.memory !== null && config.memory !== undefined ? { memoryLimit: sizeMb(config.memory, configName) } : {}),
      ...checker,
    },
    languages: (config.langs ?? []).map(languageName),
    tags: meta.tag ?? [],
    codeTemplates: [],
    cases,
    dir: testdata,
    images,
    ...(userExtraFile ? { userExtraFile } : {}),
    ...(judgeExtraFile ? { judgeExtraFile } : {}),
  };
}

/** The problems of an unpacked Hydro zip. */
export async function readHydroZip(root: string): Promise<ImportedProblem[]> {
  const stray = (await filesIn(root)).find((name) => !name.startsWith('.'));
  if (stray !== undefined) throw fail(strayFolder(stray));
  const problems: ImportedProblem[] = [];
  for (const folder of await folders(root)) {
    if (folder.startsWith('.') || folder === '__MACOSX') continue;
    if (!(await isFile(join(root, folder, 'problem.yaml')))) throw refuse(`${folder}/`, 'the folder has no problem.yaml');
    if (!(await folders(join(root, folder))).includes('testdata')) throw refuse(`${folder}/`, testDataFolderMissing('testdata/'));
    problems.push(await readHydroProblem(root, folder));
  }
  return problems;
}
