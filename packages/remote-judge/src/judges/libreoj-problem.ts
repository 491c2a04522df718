import { RemoteError, type ImportedProblem } from '../adapter.ts';
import { absolutize, sourceLink } from '../html.ts';
import type { RemoteHttp } from '../http.ts';
import { PROBLEM_QUERY, getProblem, parseProblemId, type LojProblem } from './libreoj-api.ts';

/**
 * A LibreOJ problem in our shape. Its statement is Markdown with LaTeX and stays Markdown; the
 * sections are told apart by their titles, not by their order (problems add a background first,
 * or put the hints before the samples).
 */

/** The web site behind the API: `https://api.loj.ac/api` → `https://loj.ac` (a mirror without `api.` keeps its host). */
export function siteOrigin(http: RemoteHttp): string {
  const base = new URL(http.baseUrl);
  return `${base.protocol}//${base.host.replace(/^api\./i, '')}`;
}

function problemPageUrl(http: RemoteHttp, displayId: number): string {
  return `${siteOrigin(http)}/p/${displayId}`;
}

function absolute(address: string, pageUrl: string): string {
  if (address.startsWith('#')) return address;
  try {
    return new URL(address, pageUrl).toString();
  } catch {
    return address;
  }
}

/** Relative addresses of Markdown links and images (inline and reference style) and of inline HTML made absolute. */
export function absolutizeMarkdown(text: string, pageUrl: string): string {
  const inline = text.replace(/(\]\(\s*<?)([^)\s>]+)/g, (_whole, lead: string, address: string) => `${lead}${absolute(address, pageUrl)}`);
  const references = inline.replace(
    /^( {0,3}\[[^\]\n]+\]:[ \t]*<?)([^\s>]+)/gm,
    (_whole, lead: string, address: string) => `${lead}${absolute(address, pageUrl)}`,
  );
  return absolutize(references, pageUrl);
}

type TextField = 'description' | 'input' | 'output' | 'hint';

/** Which of our fields a section's title names; anything else (background, statement) is the description. */
const FIELD_TITLES: [TextField, RegExp][] = [
  ['input', /输入|\binput\b/i],
  ['output', /输出|\boutput\b/i],
  ['hint', /提示|说明|范围|约定|解释|样例|\bhints?\b|\bnotes?\b|\blimits?\b|\bconstraints?\b|\bexplanation\b/i],
];

export function fieldOfSection(title: string): TextField {
  return FIELD_TITLES.find(([, pattern]) => pattern.test(title))?.[0] ?? 'description';
}

/**
 * The text sections sorted into our fields; a field made of several sections keeps each one's title as a heading.
 * A sample section's own text explains that sample (its data comes from `samples`): it joins the hint.
 */
function sortSections(sections: LojProblem['localizedContentsOfLocale']['contentSections'], pageUrl: string): Record<TextField, string> {
  const parts: Record<TextField, { title: string; text: string }[]> = { description: [], input: [], output: [], hint: [] };
  for (const section of sections) {
    if (!section.text?.trim()) continue;
    const sample = section.type === 'Sample';
    if (!sample && section.type !== 'Text') continue;
    parts[sample ? 'hint' : fieldOfSection(section.sectionTitle)].push({
      title: sample ? `${section.sectionTitle} ${(section.sampleId ?? 0) + 1}` : section.sectionTitle,
      text: absolutizeMarkdown(section.text.trim(), pageUrl),
    });
  }
  const join = (list: { title: string; text: string }[]) =>
    list.length === 1 ? list[0]!.text : list.map((p) => `#### ${p.title}\n\n${p.text}`).join('\n\n');
  return { description: join(parts.description), input: join(parts.input), output: join(parts.output), hint: join(parts.hint) };
}

export async function importLibreProblem(http: RemoteHttp, problem: string): Promise<ImportedProblem> {
  const id = parseProblemId(problem);
  if (!id) throw new RemoteError('NOT_FOUND', problem);
  const answer = await getProblem(http, id.display, PROBLEM_QUERY, 'NOT_FOUND');
  const contents = answer.localizedContentsOfLocale;
  if (!contents?.title || !Array.isArray(contents.contentSections))
    throw new RemoteError('PARSE_ERROR', `no statement for problem ${id.display}`);
  const { timeLimit, memoryLimit } = answer.judgeInfo ?? {};
  if (typeof timeLimit !== 'number' || typeof memoryLimit !== 'number') {
    throw new RemoteError('PARSE_ERROR', `no time or memory limit for problem ${id.display}`);
  }
  const url = problemPageUrl(http, id.display);
  const problemId = `LIBRE-${id.display}${answer.meta.id !== id.display ? `(${answer.meta.id})` : ''}`;
  return {
    problemId,
    title: contents.title,
    timeLimit,
    // The site gives MiB, as our problems keep it.
    memoryLimit,
    ...sortSections(contents.contentSections, url),
    examples: (answer.samples ?? []).map((s) => ({ input: s.inputData, output: s.outputData })),
    source: sourceLink(url, problemId),
    url,
    tags: (answer.tagsOfLocale ?? []).map((t) => t.name),
  };
}
