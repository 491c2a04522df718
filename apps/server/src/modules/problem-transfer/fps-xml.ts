import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ProblemType } from '@arbiter/contract';
import { fpsMemoryLimit, fpsTimeLimit, imageNotSupported, notValidFile } from '../../http/messages/transfer.ts';
import { writeText } from './archive.ts';
import { publicImage, type ImportedImage } from './images.ts';
import { examplesOf } from './qdoj-zip.ts';
import { refuse } from './refusals.ts';
import type { ImportedProblem } from './store.ts';

/**
 * FPS (FreeProblemSet) XML (hoj-data-and-judge B.17): `<fps version="1.1|1.2">` with one `<item>`
 * per problem. Test data is written to files in the import's folder; images given as base64 go to
 * the blob store and the statement's links to them are rewritten to /api/public/img/….
 */

/** FPS template languages that are named otherwise here. */
const FPS_LANGUAGES: Record<string, string> = { Python: 'Python3', Go: 'Golang' };

const REPEATED = new Set(['item', 'sample_input', 'sample_output', 'test_input', 'test_output', 'img', 'template', 'spj']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Test data keeps its exact text: no trimming, no number parsing.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && '#text' in node) return String((node as { '#text': unknown })['#text'] ?? '');
  return '';
}

function attributeOf(node: unknown, name: string): string | undefined {
  return node && typeof node === 'object' ? ((node as Record<string, string | undefined>)[`@_${name}`] ?? undefined) : undefined;
}

function list(node: unknown): unknown[] {
  return Array.isArray(node) ? node : node === undefined ? [] : [node];
}

/** The time limit in ms: `unit` s (the default) or ms; absent, the default limit. */
function timeLimit(node: unknown, source: string): number | undefined {
  if (node === undefined) return undefined;
  const unit = (attributeOf(node, 'unit') ?? 's').toLowerCase();
  const value = Number(textOf(node).trim());
  if (!Number.isFinite(value) || value <= 0 || (unit !== 's' && unit !== 'ms')) {
    throw refuse(source, fpsTimeLimit(textOf(node).trim(), unit));
  }
  return Math.round(unit === 's' ? value * 1000 : value);
}

/** The memory limit in MB: `unit` mb (the default, and always in v1.1) or kb; absent, the default limit. */
function memoryLimit(node: unknown, version: string, source: string): number | undefined {
  if (node === undefined) return undefined;
  const unit = version === '1.1' ? 'mb' : (attributeOf(node, 'unit') ?? 'mb').toLowerCase();
  const value = Number(textOf(node).trim());
  if (!Number.isFinite(value) || value <= 0 || (unit !== 'mb' && unit !== 'kb')) {
    throw refuse(source, fpsMemoryLimit(textOf(node).trim(), unit));
  }
  return Math.max(1, Math.round(unit === 'kb' ? value / 1024 : value));
}

/** The item's base64 images as public images, by the `src` the statement uses. */
function imagesOf(item: Record<string, unknown>, source: string): Map<string, ImportedImage> {
  const images = new Map<string, ImportedImage>();
  for (const img of list(item.img)) {
    const node = img as Record<string, unknown>;
    const src = textOf(node.src).trim();
    if (!src) continue;
    const image = publicImage(Buffer.from(textOf(node.base64).replace(/\s+/g, ''), 'base64'));
    if (!image) throw refuse(source, imageNotSupported(src));
    images.set(src, image);
  }
  return images;
}

/** Statement text with each image's `src` replaced by its public URL. */
function withImages(text: string, images: Map<string, ImportedImage>): string | null {
  let out = text;
  for (const [src, image] of images) out = out.split(src).join(image.url);
  return out.trim() === '' ? null : out;
}

/**
 * The problems of an FPS document. `filename` names the file in refusals; each item's test data
 * is written under `dir/{n}/` as `N.in` / `N.out` (a missing output is empty).
 */
export async function readFps(xml: string, filename: string, dir: string): Promise<ImportedProblem[]> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refuse(filename, notValidFile('XML', `${valid.err.msg}, line ${valid.err.line}`));
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    throw refuse(filename, notValidFile('XML', (error as Error).message));
  }
  const fps = doc.fps as Record<string, unknown> | undefined;
  if (!fps || typeof fps !== 'object') throw refuse(filename, 'the file is not an FPS document: its root must be <fps>');
  const version = attributeOf(fps, 'version') ?? '1.2';

  const problems: ImportedProblem[] = [];
  for (const [i, raw] of list(fps.item).entries()) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const title = textOf(item.title).trim();
    const source = `${filename} item ${i + 1}${title ? ` (${title})` : ''}`;
    const images = imagesOf(item, source);
    const statement = (name: string) => withImages(textOf(item[name]), images);

    const caseDir = join(dir, String(i + 1));
    const outputs = list(item.test_output);
    const cases = [];
    for (const [n, input] of list(item.test_input).entries()) {
      await writeText(join(caseDir, `${n + 1}.in`), textOf(input));
      await writeText(join(caseDir, `${n + 1}.out`), textOf(outputs[n]));
      cases.push({ input: `${n + 1}.in`, output: `${n + 1}.out` });
    }

    const sampleOutputs = list(item.sample_output);
    const samples = list(item.sample_input).map((input, n) => ({ input: textOf(input), output: textOf(sampleOutputs[n]) }));
    const spj = list(item.spj)[0];
    const spjLanguage = attributeOf(spj, 'language');
    const spjCode = textOf(spj);
    const checker = spj !== undefined && (spjLanguage === 'C' || spjLanguage === 'C++') && spjCode.trim() !== '';

    problems.push({
      source,
      problem: {
        title,
        description: statement('description'),
        input: statement('input'),
        output: statement('output'),
        hint: statement('hint'),
        source: textOf(item.source).trim() || null,
        examples: examplesOf(samples),
        timeLimit: timeLimit(item.time_limit, source),
        memoryLimit: memoryLimit(item.memory_limit, version, source),
        type: ProblemType.ACM,
        difficulty: 1,
        auth: 1,
        codeShare: false,
        isRemoveEndBlank: true,
        openCaseResult: true,
        ...(checker ? { judgeMode: 'spj' as const, spjCode, spjLanguage } : {}),
      },
      languages: [],
      tags: [],
      codeTemplates: list(item.template).flatMap((t) => {
        const language = attributeOf(t, 'language');
        return language ? [{ language: FPS_LANGUAGES[language] ?? language, code: textOf(t) }] : [];
      }),
      cases,
      dir: caseDir,
      images: [...images.values()],
    });
  }
  return problems;
}
