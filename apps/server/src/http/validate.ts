import { schemaMessageZh, type Message } from '@arbiter/contract';
import { z } from 'zod';
import { catalogueZh } from './catalogue.ts';
import { MSG, badRequest } from './envelope.ts';
import { assertNoNul } from './nul-bytes.ts';

/** The value at a path of the raw input, or undefined when any step is absent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const zodChinese = z.locales.zhCN().localeError;

/**
 * An issue's message in both languages: a refinement's carries its Chinese (`customIssue`), a
 * schema's fixed message has it in the contract's or the server's catalogue, and zod's own
 * messages (a schema that gave none) are zod's Chinese.
 */
export function issueMessage(issue: z.core.$ZodIssue, input: unknown): Message {
  const carried: unknown = issue.code === 'custom' ? issue.params?.zh : undefined;
  const zh =
    (typeof carried === 'string' ? carried : undefined) ??
    schemaMessageZh(issue.message) ??
    catalogueZh(issue.message) ??
    zodDefaultZh(issue, input);
  return { en: issue.message, zh };
}

function zodDefaultZh(issue: z.core.$ZodIssue, input: unknown): string {
  const zh = zodChinese({ ...issue, input: valueAt(input, issue.path) } as z.core.$ZodRawIssue);
  const text = typeof zh === 'string' ? zh : zh?.message;
  return text ?? '参数无效';
}

const missingParam = (field: string): Message => ({
  en: `The required request parameters are missing: ${field}`,
  zh: `缺少必需的请求参数：${field}`,
});

/**
 * Parses input with a contract schema. A refusal is HTTP 400 with the first rule's message, except
 * that an absent (or null) field is reported as missing, naming it, whatever message its schema
 * carries, and a body that is not an object at all is a format error. A NUL character anywhere is
 * refused too (the request hook checks query and JSON body; this covers form fields read here).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertNoNul(input);
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('Invalid parameters');
  if (issue.path.length === 0 && issue.code === 'invalid_type') throw badRequest(MSG.badFormat);
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && field && valueAt(value, issue.path) == null) throw badRequest(missingParam(field));
  throw badRequest(issueMessage(issue, value));
}
