import { describe, expect, it } from 'vitest';
import { announcementMenuKeyOf } from './menu.ts';

describe('announcementMenuKeyOf', () => {
  it('marks the announcement page and nothing else', () => {
    expect(announcementMenuKeyOf('/admin/announcement')).toBe('announcement');
    expect(announcementMenuKeyOf('/admin/announcement/')).toBe('announcement');
    expect(announcementMenuKeyOf('/admin/announcements')).toBeNull();
    expect(announcementMenuKeyOf('/admin/contest/3/announcement')).toBeNull();
  });
});
