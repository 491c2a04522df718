import { describe, expect, it } from 'vitest';
import { groupTrainingPlaces, mayManageGroupTraining } from './rules.ts';

describe("a group's training desk (spec part 3 §6, hoj-api §11 Root*)", () => {
  it('lets the group root manage every training of the group', () => {
    expect(mayManageGroupTraining(true, 'someone', 'boss')).toBe(true);
    expect(mayManageGroupTraining(true, null, 'boss')).toBe(true);
  });

  it('lets a group admin manage only the trainings they made', () => {
    expect(mayManageGroupTraining(false, 'amy', 'amy')).toBe(true);
    expect(mayManageGroupTraining(false, 'ben', 'amy')).toBe(false);
    expect(mayManageGroupTraining(false, null, 'amy')).toBe(false);
    expect(mayManageGroupTraining(false, 'amy', undefined)).toBe(false);
  });

  it("keeps its screens under the group's Training tab and opens a training inside the group", () => {
    const places = groupTrainingPlaces(7);
    expect(places.base).toBe('/group/7/training/admin');
    expect(places.viewPath(3)).toBe('/group/7/training/3');
    // Its query keys live under the group's prefix, so a change of level reads them again.
    expect(places.keys.all.slice(0, 2)).toEqual(['group', 7]);
    expect(places.keys.problems({ tid: 3, currentPage: 1, limit: 10, queryExisted: true }).slice(0, 4)).toEqual(places.keys.problemLists);
  });
});
