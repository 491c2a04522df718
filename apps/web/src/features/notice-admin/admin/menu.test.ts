import { describe, expect, it } from 'vitest';
import { noticeMenuKeyOf } from './menu.ts';

describe('noticeMenuKeyOf', () => {
  it('marks the notice page and nothing else', () => {
    expect(noticeMenuKeyOf('/admin/notice')).toBe('notice');
    expect(noticeMenuKeyOf('/admin/notice/')).toBe('notice');
    expect(noticeMenuKeyOf('/admin/notices')).toBeUndefined();
    expect(noticeMenuKeyOf('/admin/announcement')).toBeUndefined();
  });
});
