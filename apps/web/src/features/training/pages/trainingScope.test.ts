import { describe, expect, it } from 'vitest';
import { trainingPath, trainingPathsOf } from './trainingScope.ts';

describe('training paths under a base', () => {
  it("keeps the site training's paths under /training", () => {
    expect(trainingPath.root(4)).toBe('/training/4');
    expect(trainingPath.tab(4, '')).toBe('/training/4');
    expect(trainingPath.problem(4, 'A B')).toBe('/training/4/problem/A%20B');
  });

  it("puts a group training's pages under the group's Training tab", () => {
    const paths = trainingPathsOf('/group/9/training');
    expect(paths.list).toBe('/group/9/training');
    expect(paths.root(4)).toBe('/group/9/training/4');
    expect(paths.tab(4, 'problems')).toBe('/group/9/training/4/problems');
    expect(paths.problem(4, 'clubA1')).toBe('/group/9/training/4/problem/clubA1');
    expect(paths.fullScreen(4, 'clubA1')).toBe('/group/9/training/4/problem/clubA1/full-screen');
  });
});
