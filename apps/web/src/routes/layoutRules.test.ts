import { describe, expect, it } from 'vitest';
import { isBareLayout, isFooterHidden } from './layoutRules.ts';

describe('footer rule', () => {
  it('hides the footer on problem detail pages', () => {
    for (const p of [
      '/problem/P1000',
      '/training/3/problem/P1000',
      '/contest/7/problem/A',
      '/group/2/problem/P1000',
      '/group/2/training/5/problem/P1000',
    ]) {
      expect(isFooterHidden(p)).toBe(true);
    }
  });
  it('hides the footer and the top bar on full-screen pages', () => {
    expect(isFooterHidden('/contest/7/problem/A/full-screen')).toBe(true);
    expect(isBareLayout('/contest/7/problem/A/full-screen')).toBe(true);
  });
  it('shows the rolling board alone in the window', () => {
    expect(isBareLayout('/scrollBoard')).toBe(true);
    expect(isFooterHidden('/scrollBoard')).toBe(true);
    expect(isBareLayout('/scrollBoard/extra')).toBe(false);
    expect(isBareLayout('/contest/7/scroll-board')).toBe(false);
  });
  it('keeps the footer elsewhere', () => {
    for (const p of ['/home', '/problem', '/contest/7/problems', '/status', '/user-home', '/problem/P1000/extra']) {
      expect(isFooterHidden(p)).toBe(false);
    }
    expect(isBareLayout('/problem/P1000')).toBe(false);
  });
});
