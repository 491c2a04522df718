import { describe, expect, it } from 'vitest';
import { isWidePath, matchesPattern, tabOfPath, visibleTabs, type GroupPage } from './tabs.ts';

const Page = () => null;
const pages: GroupPage[] = [
  { path: '', tab: 'home', page: Page },
  { path: 'problem', tab: 'problem', page: Page },
  { path: 'problem/:problemID', tab: 'problem', page: Page, wide: true },
  { path: 'training', tab: 'training', page: Page },
  { path: 'training/admin/*', tab: 'training', page: Page },
  { path: 'training/:trainingID/*', tab: 'training', page: Page, wide: true },
  { path: 'submission-detail/:submitID', tab: 'status', page: Page, wide: true },
];

describe('the group shell', () => {
  it('matches route patterns with parameters and a rest', () => {
    expect(matchesPattern('training/:trainingID/*', ['training', '5'])).toBe(true);
    expect(matchesPattern('training/:trainingID/*', ['training', '5', 'problems'])).toBe(true);
    expect(matchesPattern('training/:trainingID/*', ['training'])).toBe(false);
    expect(matchesPattern('problem/:problemID', ['problem', 'A', 'x'])).toBe(false);
  });

  it('gives the side card to lists and takes it from detail pages', () => {
    expect(isWidePath('training', pages)).toBe(false);
    expect(isWidePath('training/5/problems', pages)).toBe(true);
    expect(isWidePath('training/admin/3/edit', pages)).toBe(false);
    expect(isWidePath('problem/G1A', pages)).toBe(true);
    expect(isWidePath('', pages)).toBe(false);
  });

  it('highlights the parent tab of a detail route', () => {
    expect(tabOfPath('submission-detail/9', pages)).toBe('status');
    expect(tabOfPath('', pages)).toBe('home');
    expect(tabOfPath('nowhere', pages)).toBeNull();
  });

  it('shows Announcement to group admins, Setting to roots, Discussion while the switch is on', () => {
    expect(visibleTabs(3, true)).not.toContain('announcement');
    expect(visibleTabs(4, true)).toContain('announcement');
    expect(visibleTabs(4, true)).not.toContain('setting');
    expect(visibleTabs(5, false)).toContain('setting');
    expect(visibleTabs(5, false)).not.toContain('discussion');
  });
});
