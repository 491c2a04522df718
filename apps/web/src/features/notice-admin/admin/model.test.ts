import { describe, expect, it } from 'vitest';
import type { AdminSysNoticeVO } from '@arbiter/contract';
import { draftOfNotice, newNoticeDraft, noticeBody, noticeIssues } from './model.ts';

const stored: AdminSysNoticeVO = {
  id: 7,
  title: 'For you',
  content: 'Hello',
  type: 'Single',
  state: true,
  adminUsername: 'root',
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
  recipientId: 'abc',
  recipientUsername: 'alice',
  recipients: 1,
  read: 0,
};

describe('noticeIssues', () => {
  it('asks for a title, a content and, for a new Single notice, a recipient', () => {
    expect(noticeIssues({ ...newNoticeDraft(), type: 'Single', recipient: ' ' })).toEqual([
      { field: 'title', rule: 'titleRequired' },
      { field: 'content', rule: 'contentRequired' },
      { field: 'recipient', rule: 'recipientRequired' },
    ]);
    expect(noticeIssues({ ...newNoticeDraft(), title: 'x'.repeat(256), content: 'x' })).toEqual([{ field: 'title', rule: 'titleMax' }]);
    expect(noticeIssues({ ...newNoticeDraft(), title: 'T', content: 'x'.repeat(65_536) })).toEqual([
      { field: 'content', rule: 'contentMax' },
    ]);
  });

  it('accepts a full draft, and an edit without recipient check', () => {
    expect(noticeIssues({ ...newNoticeDraft(), title: 'T', content: 'x', type: 'Single', recipient: 'alice' })).toEqual([]);
    expect(noticeIssues({ ...draftOfNotice(stored), recipient: '' })).toEqual([]);
  });
});

describe('noticeBody', () => {
  it('sends the type and the recipient of a new notice, the recipient only for Single', () => {
    expect(noticeBody({ ...newNoticeDraft(), title: ' Hi ', content: 'x', type: 'Single', recipient: ' alice ' })).toEqual({
      title: 'Hi',
      content: 'x',
      type: 'Single',
      recipientUsername: 'alice',
    });
    expect(noticeBody({ ...newNoticeDraft(), title: 'Hi', content: 'x', type: 'Admin', recipient: 'alice' })).toEqual({
      title: 'Hi',
      content: 'x',
      type: 'Admin',
    });
  });

  it('sends only the text of an edit', () => {
    expect(noticeBody({ ...draftOfNotice(stored), title: 'New' })).toEqual({ id: 7, title: 'New', content: 'Hello' });
  });
});
