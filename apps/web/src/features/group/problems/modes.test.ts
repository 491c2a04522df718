import { describe, expect, it } from 'vitest';
import { tabModeOf, tabModePath } from './modes.ts';

describe('the Problem tab modes', () => {
  it('reads the mode and the edited problem from the search', () => {
    expect(tabModeOf(new URLSearchParams('mode=admin'))).toEqual({ mode: 'admin', pid: null });
    expect(tabModeOf(new URLSearchParams('mode=edit&pid=12'))).toEqual({ mode: 'edit', pid: 12 });
    expect(tabModeOf(new URLSearchParams('mode=create&pid=12'))).toEqual({ mode: 'create', pid: null });
  });
  it('falls back to the list for anything else', () => {
    expect(tabModeOf(new URLSearchParams(''))).toEqual({ mode: 'list', pid: null });
    expect(tabModeOf(new URLSearchParams('mode=edit'))).toEqual({ mode: 'list', pid: null });
    expect(tabModeOf(new URLSearchParams('mode=edit&pid=-3'))).toEqual({ mode: 'list', pid: null });
    expect(tabModeOf(new URLSearchParams('mode=nope'))).toEqual({ mode: 'list', pid: null });
  });
  it('writes the paths back', () => {
    expect(tabModePath(4, 'list')).toBe('/group/4/problem');
    expect(tabModePath(4, 'admin')).toBe('/group/4/problem?mode=admin');
    expect(tabModePath(4, 'edit', 9)).toBe('/group/4/problem?mode=edit&pid=9');
    const { mode, pid } = tabModeOf(new URL(`http://x${tabModePath(4, 'edit', 9)}`).searchParams);
    expect([mode, pid]).toEqual(['edit', 9]);
  });
});
