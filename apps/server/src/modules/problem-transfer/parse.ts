import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { Text } from '../../http/catalogue.ts';
import { notValidFile } from '../../http/messages/transfer.ts';
import { issueMessage } from '../../http/validate.ts';
import { refuse } from './refusals.ts';

/**
 * Reading the text files of an unpacked archive: each refusal names the file (as the archive
 * names it) and what is wrong with it.
 */

/** The file's text, refused when it is missing. */
export async function readText(path: string, name: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw refuse(name, 'the file is missing');
  }
}

/** The reason of the first issue, with where it is when it is inside the value. */
function firstIssue(error: z.ZodError, value: unknown): Text {
  const issue = error.issues[0];
  if (!issue) return 'the content is not valid';
  const reason = issueMessage(issue, value);
  if (issue.path.length === 0) return reason;
  const where = issue.path.join('.');
  return { en: `${where}: ${reason.en}`, zh: `${where}：${reason.zh}` };
}

/** Checks a parsed value against a schema; a mismatch is refused naming the file. */
function shaped<S extends z.ZodType>(schema: S, value: unknown, name: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refuse(name, firstIssue(parsed.error, value));
  return parsed.data;
}

export async function readJson<S extends z.ZodType>(path: string, name: string, schema: S): Promise<z.output<S>> {
  const text = await readText(path, name);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw refuse(name, notValidFile('JSON', (error as Error).message));
  }
  return shaped(schema, value, name);
}

export async function readYaml<S extends z.ZodType>(path: string, name: string, schema: S): Promise<z.output<S>> {
  const text = await readText(path, name);
  let value: unknown;
  try {
    // A document of plain data only: no custom tags, bounded aliases (no billion laughs).
    value = parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw refuse(name, notValidFile('YAML', (error as Error).message.split('\n')[0] ?? ''));
  }
  return shaped(schema, value, name);
}
