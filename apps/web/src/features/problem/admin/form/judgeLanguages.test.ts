import { describe, expect, it } from 'vitest';
import { judgeLanguages } from './judgeLanguages.ts';
import { lang } from './languageFixture.ts';

const all = [lang(1, 'C'), lang(2, 'C++'), { ...lang(30, 'G++'), oj: 'HDU' }, { ...lang(40, 'GNU G++17'), oj: 'CF' }];
const names = (problem: Parameters<typeof judgeLanguages>[1]) => judgeLanguages(all, problem).map((l) => l.name);

describe("the problem form's languages", () => {
  it("offers a new or an own problem the site's languages only", () => {
    expect(names(null)).toEqual(['C', 'C++']);
    expect(names({ problemId: 'P1000', isRemote: false })).toEqual(['C', 'C++']);
  });

  it("offers a remote problem its judge's, Gym the Codeforces ones", () => {
    expect(names({ problemId: 'HDU-2000', isRemote: true })).toEqual(['G++']);
    expect(names({ problemId: 'GYM-100001A', isRemote: true })).toEqual(['GNU G++17']);
  });
});
