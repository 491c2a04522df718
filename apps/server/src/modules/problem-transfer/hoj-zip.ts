import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { customIssue } from '@arbiter/contract';
import { toMessage } from '../../http/catalogue.ts';
import { fail } from '../../http/envelope.ts';
import { strayJson, testDataFolderMissing } from '../../http/messages/transfer.ts';
import { readJson } from './parse.ts';
import { refuse } from './refusals.ts';
import type { ImportedProblem } from './store.ts';

/**
 * The original system's problem zip (hoj-data-and-judge B.17): at its root `problem_{pid}.json`
 * (an ImportProblemVO) beside the folder `problem_{pid}/` holding its test files, paired by name.
 */

/** `{name: content}`, as an object or as the JSON text the problem row keeps. */
const extraFiles = z
  .union([z.record(z.string(), z.string()), z.string()])
  .nullish()
  .transform((v, ctx): Record<string, string> | undefined => {
    if (v === null || v === undefined || v === '') return undefined;
    if (typeof v !== 'string') return v;
    try {
      const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(v));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    customIssue(ctx, toMessage('extra files must be an object of file name to content'));
    return z.NEVER;
  });

const optionalList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const hojProblemJson = z.object({
  problem: z.record(z.string(), z.unknown()),
  languages: optionalList(z.string()),
  samples: optionalList(
    z.object({
      input: z.string(),
      output: z.string(),
      score: z.number().nullish(),
      groupNum: z.number().nullish(),
    }),
  ),
  // Tag names; a tag object of the problem entity is read by its name.
  tags: optionalList(z.union([z.string(), z.object({ name: z.string() }).transform((t) => t.name)])),
  codeTemplates: optionalList(z.object({ language: z.string(), code: z.string(), status: z.boolean().nullish() })),
  userExtraFile: extraFiles,
  judgeExtraFile: extraFiles,
  judgeMode: z.string().nullish(),
});
export type HojProblemJson = z.input<typeof hojProblemJson>;

/** A case file named by the JSON: the original system once wrote its own full paths there, so only the last part counts. */
function fileName(name: string): string {
  return name.split(/[/\\]/).pop() ?? name;
}

/** The problems of an unpacked HOJ zip. */
export async function readHojZip(root: string): Promise<ImportedProblem[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const folders = new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
  const files = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  const wrong = files.find((name) => !name.toLowerCase().endsWith('.json'));
  if (wrong !== undefined) throw fail(strayJson(wrong));

  const problems: ImportedProblem[] = [];
  for (const name of files) {
    const key = name.slice(0, -'.json'.length);
    if (!folders.has(key)) throw refuse(name, testDataFolderMissing(`${key}/`));
    const vo = await readJson(join(root, name), name, hojProblemJson);
    const p = vo.problem as ImportedProblem['problem'];
    problems.push({
      source: name,
      problem: { ...p, judgeMode: (vo.judgeMode ?? p.judgeMode) as ImportedProblem['problem']['judgeMode'] },
      languages: vo.languages,
      tags: vo.tags,
      codeTemplates: vo.codeTemplates.map((t) => ({ language: t.language, code: t.code, status: t.status ?? true })),
      cases: vo.samples.map((s) => ({ input: fileName(s.input), output: fileName(s.output), score: s.score, groupNum: s.groupNum })),
      dir: join(root, key),
      ...(vo.userExtraFile ? { userExtraFile: vo.userExtraFile } : {}),
      ...(vo.judgeExtraFile ? { judgeExtraFile: vo.judgeExtraFile } : {}),
    });
  }
  return problems;
}
