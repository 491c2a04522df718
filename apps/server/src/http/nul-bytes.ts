import type { FastifyInstance } from 'fastify';
import type { Message } from '@arbiter/contract';
import { badRequest } from './envelope.ts';

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a string carrying one would fail in the
 * database as a server error. Every request value is checked once here, before any route reads it.
 */

const nulMessage = (field: string): Message => ({
  en: `The parameter ${field} can not contain a NUL character`,
  zh: `参数 ${field} 不能包含空字符（NUL）`,
});

interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

/** How a field is named in the message: its path from the top, a NUL inside a name shown as `\0`. */
function shown(step: Step): string {
  const keys: (string | number)[] = [];
  for (let s: Step | null = step; s !== null; s = s.parent) if (s.key !== null) keys.push(s.key);
  return keys.reverse().join('.').replaceAll('\u0000', '\\0') || 'body';
}

/**
 * The path of a string (a value or an object key) that holds a NUL character, or null when none
 * does. Walked with a stack of its own, so a deeply nested body cannot exhaust the call stack.
 */
export function nulPath(input: unknown): string | null {
  const stack: Step[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return shown(step);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => stack.push({ value: item, key: i, parent: step }));
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return shown({ value: item, key, parent: step });
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** Refuses (HTTP 400) a value that holds a NUL character anywhere. */
export function assertNoNul(input: unknown): void {
  const path = nulPath(input);
  if (path !== null) throw badRequest(nulMessage(path));
}

/** Checks the path parameters, the query and a parsed body of every request before its handler runs. */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    assertNoNul(request.body);
  });
}
