import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { assertNoNul, nulPath } from './nul-bytes.ts';
import { parse } from './validate.ts';
import { z } from 'zod';

describe('finding NUL characters in request values', () => {
  it('names the path of the string that holds one, values and field names alike', () => {
    expect(nulPath({ username: 'a\u0000b' })).toBe('username');
    expect(nulPath({ announcement: { title: 'ok', content: ['x', 'y\u0000'] } })).toBe('announcement.content.1');
    expect(nulPath({ 'bad\u0000key': 1 })).toBe('bad\\0key');
    expect(nulPath('\u0000')).toBe('body');
  });

  it('passes values without one, whatever their shape', () => {
    for (const value of [undefined, null, 1, true, '', 'plain', [], {}, { a: [1, { b: 'c' }] }, Buffer.from([0, 0])]) {
      expect(nulPath(value)).toBeNull();
    }
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });

  it('refuses with HTTP 400, also for values read by parse (form fields)', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return null;
    };
    const direct = refusal(() => assertNoNul({ q: '\u0000' }));
    expect(direct).toBeInstanceOf(ApiError);
    expect(direct).toMatchObject({ httpStatus: 400, message: 'The parameter q can not contain a NUL character' });
    const parsed = refusal(() => parse(z.object({ problemId: z.string() }), { problemId: 'A\u0000' }));
    expect(parsed).toMatchObject({ httpStatus: 400, message: 'The parameter problemId can not contain a NUL character' });
  });
});
