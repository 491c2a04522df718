import { describe, expect, it } from 'vitest';
import { mayManageGroupContest } from './rules.ts';
import { groupContestPath } from './paths.ts';

describe('mayManageGroupContest', () => {
  it('lets the group root change every contest of the group', () => {
    expect(mayManageGroupContest({ uid: 'someone' }, { uid: 'me' }, true)).toBe(true);
    expect(mayManageGroupContest({ uid: null }, null, true)).toBe(true);
  });
  it('lets a group admin change only the contests they created', () => {
    expect(mayManageGroupContest({ uid: 'me' }, { uid: 'me' }, false)).toBe(true);
    expect(mayManageGroupContest({ uid: 'someone' }, { uid: 'me' }, false)).toBe(false);
    expect(mayManageGroupContest({ uid: null }, { uid: 'me' }, false)).toBe(false);
    expect(mayManageGroupContest({ uid: 'me' }, null, false)).toBe(false);
  });
});

describe('groupContestPath', () => {
  it("places the Contest tab's pages under the group", () => {
    expect(groupContestPath.list(7)).toBe('/group/7/contest');
    expect(groupContestPath.admin(7)).toBe('/group/7/contest/admin');
    expect(groupContestPath.create(7)).toBe('/group/7/contest/create');
    expect(`${groupContestPath.base(7)}/3/problems`).toBe('/group/7/contest/3/problems');
  });
});
