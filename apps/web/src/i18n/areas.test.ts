import { describe, expect, it } from 'vitest';
import areas from './areas.ts';
import zhCN from './zh-CN.ts';

describe("the areas' words", () => {
  it('take top-level keys of their own, so adding them never changes a word the app loaded first', () => {
    const core = new Set(Object.keys(zhCN));
    expect(Object.keys(areas.zh).filter((key) => core.has(key))).toEqual([]);
  });
});
