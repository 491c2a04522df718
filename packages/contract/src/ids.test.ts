import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX, dateField, id, idOrZero, optionalQueryId, numberField } from './ids.ts';
import { cidQuery, adminContestBody } from './contest.ts';
import { shareRequest, submitRequest } from './submission.ts';
import { tagIdList } from './problem-bank.ts';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('the shared id schema', () => {
  const contestId = z.object({ cid: id('The contest id') });

  it('reads JSON numbers and the digits of a query alike, from 1 to 2^31 - 1', () => {
    expect(contestId.parse({ cid: 7 })).toEqual({ cid: 7 });
    expect(contestId.parse({ cid: '7' })).toEqual({ cid: 7 });
    expect(contestId.parse({ cid: '007' })).toEqual({ cid: 7 });
    expect(contestId.parse({ cid: ID_MAX })).toEqual({ cid: 2_147_483_647 });
    expect(contestId.parse({ cid: String(ID_MAX) })).toEqual({ cid: ID_MAX });
  });

  it.each([true, false, [1], ['1'], { id: 1 }, '', ' 1', '1.0', '0x10', '1e3', 'abc', 0, -1, '-1', null, undefined])(
    'never reads %j as an id',
    (value) => {
      const result = contestId.safeParse({ cid: value });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe('The contest id is required');
    },
  );

  it.each([ID_MAX + 1, '2147483648', '3000000000', 1.5, 1e300])('names the range for %j', (value) => {
    expect(firstMessage(contestId.safeParse({ cid: value }))).toBe('The contest id must be a whole number from 1 to 2147483647');
  });

  it('keeps 0 for none where the contract says so, and an empty query field as absent', () => {
    const practice = z.object({ cid: idOrZero('The contest id').optional().default(0) });
    expect(practice.parse({})).toEqual({ cid: 0 });
    expect(practice.parse({ cid: 0 })).toEqual({ cid: 0 });
    expect(practice.safeParse({ cid: true }).success).toBe(false);
    const filter = z.object({ gid: optionalQueryId('The group id') });
    expect(filter.parse({})).toEqual({ gid: undefined });
    expect(filter.parse({ gid: '' })).toEqual({ gid: undefined });
    expect(filter.parse({ gid: '4' })).toEqual({ gid: 4 });
    expect(firstMessage(filter.safeParse({ gid: 'x' }))).toBe('The group id is required');
    expect(firstMessage(filter.safeParse({ gid: '3000000000' }))).toBe('The group id must be a whole number from 1 to 2147483647');
  });

  it('is what the contract reads ids with', () => {
    expect(cidQuery.safeParse({ cid: true }).success).toBe(false);
    expect(shareRequest.safeParse({ submitId: true, share: true }).success).toBe(false);
    expect(shareRequest.safeParse({ submitId: [1], share: true }).success).toBe(false);
    expect(submitRequest.safeParse({ pid: [1], language: 'C', code: 'x' }).success).toBe(false);
    expect(submitRequest.parse({ pid: 1001, language: 'C', code: 'x' }).pid).toBe('1001');
    expect(tagIdList.parse('[3, 4,3]')).toEqual([3, 4]);
    expect(tagIdList.safeParse('3000000000').success).toBe(false);
  });
});

describe('numbers and dates of a form', () => {
  it('read numbers and digits, never booleans or arrays', () => {
    const type = numberField(z.literal([0, 1]));
    expect(type.parse(1)).toBe(1);
    expect(type.parse('1')).toBe(1);
    expect(type.safeParse(true).success).toBe(false);
    expect(type.safeParse([1]).success).toBe(false);
    const start = dateField('Start Time is required');
    expect(start.parse('2025-03-01T08:00:00.000Z').toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(start.safeParse(true).success).toBe(false);
    expect(start.safeParse('not a date').success).toBe(false);
  });

  it('keep the admin contest form strict', () => {
    const form = { title: 'T', description: 'D', startTime: '2025-03-01T08:00:00Z', endTime: '2025-03-01T11:00:00Z' };
    expect(adminContestBody.parse({ ...form, type: '1' }).type).toBe(1);
    for (const patch of [{ id: true }, { id: [1] }, { type: true }, { auth: [2] }, { endTime: false }]) {
      expect(adminContestBody.safeParse({ ...form, ...patch }).success, JSON.stringify(patch)).toBe(false);
    }
  });
});
