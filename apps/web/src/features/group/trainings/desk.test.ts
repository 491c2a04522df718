import { describe, expect, it } from 'vitest';
import { groupTrainingDesk } from './desk.ts';

const user = (username: string) => ({ username, roleList: ['default_user'] });

describe("a group's training desk (spec part 3 §6, hoj-api §11 Root*)", () => {
  it('lets the group root manage and delete every training of the group', () => {
    const desk = groupTrainingDesk(7, true);
    expect(desk.canManage({ author: 'someone' }, user('boss'))).toBe(true);
    expect(desk.canDelete({ author: null }, user('boss'))).toBe(true);
  });

  it('lets a group admin manage and delete only the trainings they made', () => {
    const desk = groupTrainingDesk(7, false);
    expect(desk.canManage({ author: 'amy' }, user('amy'))).toBe(true);
    expect(desk.canDelete({ author: 'amy' }, user('amy'))).toBe(true);
    expect(desk.canManage({ author: 'ben' }, user('amy'))).toBe(false);
    expect(desk.canDelete({ author: null }, user('amy'))).toBe(false);
    expect(desk.canManage({ author: 'amy' }, null)).toBe(false);
  });

  it("keeps its screens under the group's Training tab and opens a training inside the group", () => {
    const desk = groupTrainingDesk(7, false);
    expect(desk.base).toBe('/group/7/training/admin');
    expect(desk.viewPath(3)).toBe('/group/7/training/3');
    // Its query keys live under the group's prefix, so a change of level reads them again.
    expect(desk.keys.all.slice(0, 2)).toEqual(['group', 7]);
    expect(desk.keys.problems({ tid: 3, currentPage: 1, limit: 10, queryExisted: true }).slice(0, 3)).toEqual(desk.keys.problemLists);
  });

  it("offers the group's problems and none of the back office's own ways in", () => {
    const desk = groupTrainingDesk(7, true);
    expect(desk.addFromGroup).not.toBeNull();
    expect(desk.siteExtras).toBe(false);
    expect(desk.searchable).toBe(false);
  });
});
