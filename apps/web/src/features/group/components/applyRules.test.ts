import { describe, expect, it } from 'vitest';
import { applyFields, membershipAction, truncateName } from './applyRules.ts';

describe('the side card', () => {
  it('cuts a name at 26 units, wide characters counting double', () => {
    expect(truncateName('Short name')).toBe('Short name');
    expect(truncateName('A'.repeat(30))).toBe(`${'A'.repeat(26)}…`);
    expect(truncateName('算法竞赛训练营周五下午放学后集合在机房')).toBe('算法竞赛训练营周五下午放学…');
  });

  it('offers apply, applying, refused or exit by level, nothing signed out', () => {
    expect([0, 1, 2, 3, 4, 5].map((l) => membershipAction(l, true))).toEqual(['apply', 'applying', 'refused', 'exit', 'exit', 'exit']);
    expect(membershipAction(0, false)).toBe('none');
  });

  it('asks the code only of a private group and a reason unless public', () => {
    expect(applyFields(1)).toEqual({ code: false, reason: false });
    expect(applyFields(2)).toEqual({ code: false, reason: true });
    expect(applyFields(3)).toEqual({ code: true, reason: true });
  });
});
