import { join } from 'node:path';
import { z } from 'zod';
import { ProblemType, evenScores } from '@arbiter/contract';
import { fail } from '../../http/envelope.ts';
import { jsonCount, strayFolder, testDataFolderMissing } from '../../http/messages/transfer.ts';
import { emptyUnlessPresent, filesIn, folders, pairedCases } from './archive.ts';
import { readJson } from './parse.ts';
import { refuse } from './refusals.ts';
import type { ImportedCase, ImportedProblem } from './store.ts';

/**
 * A QDOJ (QingdaoU) zip (hoj-data-and-judge B.17): one folder per problem at the root, each with
 * exactly one `*.json` and a `testcase/` folder holding the data files. QingdaoU's exporter writes
 * `test_case_score: null` for ACM problems (the cases are then the files of testcase/, paired by
 * name as uploads are) and each starter code as `{prepend, template, append}`.
 */

/** The languages a QDOJ problem is opened to, as the original system does. */
const QDOJ_LANGUAGES = ['C', 'C With O2', 'C++', 'C++ With O2', 'Java', 'Python3', 'Python2', 'Golang', 'C#'];

/** `{format, value}` rich text; its value or null. */
const richText = z
  .object({ value: z.string().nullish() })
  .nullish()
  .transform((v) => v?.value ?? null);

const part = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/**
 * A starter code: QingdaoU's `{prepend, template, append}` or plain text. A problem's template here
 * is one code string the student starts from (nothing is spliced around a submission), so the three
 * parts are joined in order, each starting on a line of its own.
 */
const starterCode = z.union([
  z.string(),
  z
    .object({ prepend: part, template: part, append: part })
    .transform((t) =>
      [t.prepend, t.template, t.append]
        .filter((code) => code !== '')
        .reduce((code, next) => (code === '' || code.endsWith('\n') ? code + next : `${code}\n${next}`), ''),
    ),
]);

const qdojProblemJson = z.object({
  display_id: z.union([z.string(), z.number()]).nullish(),
  title: z.string(),
  description: richText,
  input_description: richText,
  output_description: richText,
  hint: richText,
  time_limit: z.number(),
  memory_limit: z.number(),
  samples: z
    .array(z.object({ input: z.string(), output: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  test_case_score: z
    .array(z.object({ input_name: z.string(), output_name: z.string().nullish(), score: z.number().nullish() }))
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : null)),
  rule_type: z.string().nullish(),
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  source: z.string().nullish(),
  spj: z.object({ code: z.string(), language: z.string() }).nullish(),
  template: z.record(z.string(), starterCode).nullish(),
});

/** The examples string of the statement: `<input>…</input><output>…</output>` per sample. */
export function examplesOf(samples: readonly { input: string; output: string }[]): string | null {
  return samples.length > 0 ? samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('') : null;
}

/** The problems of an unpacked QDOJ zip. */
export async function readQdojZip(root: string): Promise<ImportedProblem[]> {
  const stray = (await filesIn(root)).find((name) => !name.startsWith('.'));
  if (stray !== undefined) throw fail(strayFolder(stray));
  const problems: ImportedProblem[] = [];
  for (const folder of await folders(root)) {
    if (folder.startsWith('.') || folder === '__MACOSX') continue;
    const dir = join(root, folder);
    const jsons = (await filesIn(dir)).filter((name) => name.toLowerCase().endsWith('.json'));
    if (jsons.length !== 1) throw refuse(`${folder}/`, jsonCount(jsons.length));
    const source = `${folder}/${jsons[0]!}`;
    if (!(await folders(dir)).includes('testcase')) throw refuse(source, testDataFolderMissing(`${folder}/testcase/`));
    const json = await readJson(join(dir, jsons[0]!), source, qdojProblemJson);
    const testcase = join(dir, 'testcase');
    const spj = json.spj ?? null;
    const type = json.rule_type === 'ACM' ? ProblemType.ACM : ProblemType.OI;
    let cases: ImportedCase[];
    if (json.test_case_score) {
      cases = json.test_case_score.map((c) => ({
        input: c.input_name,
        output: c.output_name && c.output_name !== '-' ? c.output_name : `${c.input_name.replace(/\.in$/, '')}.out`,
        score: c.score ?? null,
      }));
      // A special judge's data may have no outputs: an empty one stands in, as for uploads.
      if (spj) for (const c of cases) await emptyUnlessPresent(testcase, c.output);
    } else {
      cases = await pairedCases(testcase);
      // Unlisted OI cases share 100 points, as a new problem's cases do.
      if (type === ProblemType.OI) {
        const scores = evenScores(cases.length);
        cases = cases.map((c, i) => ({ ...c, score: scores[i]! }));
      }
    }
    problems.push({
      source,
      problem: {
        problemId: json.display_id === null || json.display_id === undefined ? '' : String(json.display_id),
        title: json.title,
        description: json.description,
        input: json.input_description,
        output: json.output_description,
        hint: json.hint,
        source: json.source ?? null,
        examples: examplesOf(json.samples),
        timeLimit: json.time_limit,
        memoryLimit: json.memory_limit,
        type,
        difficulty: 1,
        auth: 1,
        codeShare: false,
        isRemoveEndBlank: true,
        openCaseResult: true,
        ...(spj ? { judgeMode: 'spj' as const, spjCode: spj.code, spjLanguage: spj.language } : {}),
      },
      languages: QDOJ_LANGUAGES,
      tags: json.tags,
      // A template without code would be an empty starter, which the form refuses: none is kept.
      codeTemplates: Object.entries(json.template ?? {})
        .filter(([, code]) => code.trim() !== '')
        .map(([language, code]) => ({ language, code })),
      cases,
      dir: testcase,
    });
  }
  return problems;
}
