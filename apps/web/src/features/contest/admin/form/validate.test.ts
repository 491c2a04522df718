import { describe, expect, it } from 'vitest';
import { AwardType, ContestAuth } from '@arbiter/contract';
import { newContestForm, type ContestForm } from './model.ts';
import { validateContestForm } from './validate.ts';

const START = Date.parse('2030-05-01T08:00:00.000Z');

function valid(patch: Partial<ContestForm> = {}): ContestForm {
  return { ...newContestForm(), title: 'Round 1', description: 'Good luck', startTime: START, endTime: START + 7200_000, ...patch };
}

const rules = (f: ContestForm) => validateContestForm(f).map((i) => i.rule);

describe('validateContestForm (part 3 §5 contest form, in order)', () => {
  it('accepts a complete form', () => {
    expect(validateContestForm(valid())).toEqual([]);
  });

  it('checks title, description, start, end, duration and password in that order', () => {
    const empty = { ...newContestForm(), auth: ContestAuth.PRIVATE };
    expect(rules(empty)).toEqual(['titleRequired', 'descriptionRequired', 'startRequired', 'endRequired', 'passwordRequired']);
    expect(rules(valid({ endTime: START - 1000, auth: ContestAuth.PROTECTED }))).toEqual(['durationPositive', 'passwordRequired']);
  });

  it('names the first problem for the toast', () => {
    expect(validateContestForm(valid({ title: '  ' }))[0]).toMatchObject({ field: 'title', rule: 'titleRequired' });
    expect(validateContestForm(valid({ description: '' }))[0]).toMatchObject({ field: 'description', rule: 'descriptionRequired' });
  });

  it('refuses a contest that ends when it starts', () => {
    expect(validateContestForm(valid({ endTime: START }))).toEqual([{ field: 'endTime', rule: 'durationPositive' }]);
  });

  it('needs the password only when the contest is not public', () => {
    expect(rules(valid({ auth: ContestAuth.PRIVATE, pwd: 'abc' }))).toEqual([]);
    expect(rules(valid({ auth: ContestAuth.PUBLIC, pwd: '' }))).toEqual([]);
    expect(rules(valid({ auth: ContestAuth.PRIVATE, pwd: '   ' }))).toEqual(['passwordRequired']);
  });

  it('refuses an overlong title', () => {
    expect(rules(valid({ title: 'x'.repeat(256) }))).toEqual(['titleMax']);
  });
});

describe('account limit rule checks', () => {
  const limit = (numberFrom: number | null, numberTo: number | null, extraAccounts = '') =>
    valid({ openAccountLimit: true, accountLimit: { prefix: 'team', suffix: '', numberFrom, numberTo, extraAccounts } });

  it('needs a range or extra accounts once switched on', () => {
    expect(rules(limit(null, null))).toEqual(['accountRuleEmpty']);
    expect(rules(limit(null, null, 'guest'))).toEqual([]);
    expect(rules(limit(1, 30))).toEqual([]);
  });

  it('needs both ends of the range, the first not above the last', () => {
    expect(rules(limit(1, null))).toEqual(['accountRangeIncomplete']);
    expect(rules(limit(9, 2))).toEqual(['accountRangeOrder']);
  });

  it('ignores the rule while it is switched off', () => {
    expect(rules(valid({ accountLimit: { prefix: '', suffix: '', numberFrom: 5, numberTo: 1, extraAccounts: '' } }))).toEqual([]);
  });
});

describe('award checks', () => {
  it('checks each level’s priority, name and count', () => {
    const f = valid({ awardType: AwardType.COUNT });
    f.awards = [
      { ...f.awards[0]!, name: ' ', num: -1 },
      { ...f.awards[1]!, priority: 1 },
      { ...f.awards[2]!, priority: null, num: null },
    ];
    expect(validateContestForm(f)).toEqual([
      { field: 'awards.0.name', rule: 'awardName', params: { n: 1 } },
      { field: 'awards.0.num', rule: 'awardNum', params: { n: 1, max: 100_000 } },
      { field: 'awards.1.priority', rule: 'awardPriorityDuplicate', params: { n: 2 } },
      { field: 'awards.2.priority', rule: 'awardPriority', params: { n: 3, max: 100 } },
      { field: 'awards.2.num', rule: 'awardNum', params: { n: 3, max: 100_000 } },
    ]);
  });

  it('keeps proportions to 100 percent in all', () => {
    const f = valid({ awardType: AwardType.PROPORTION });
    expect(rules(f)).toEqual([]);
    f.awards = f.awards.map((a) => ({ ...a, num: 40 }));
    expect(rules(f)).toEqual(['awardPercentOver']);
  });

  it('needs at least one level when awards are on, and ignores the list when they are off', () => {
    expect(rules(valid({ awardType: AwardType.COUNT, awards: [] }))).toEqual(['awardsRequired']);
    const off = valid({ awardType: AwardType.NONE });
    off.awards = off.awards.map((a) => ({ ...a, name: '' }));
    expect(rules(off)).toEqual([]);
  });
});
