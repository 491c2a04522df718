import { describe, expect, it } from 'vitest';
import { contestAnnouncementBody, type ContestAnnouncementVO } from '@arbiter/contract';
import { announcementBody, announcementIssues, draftOfAnnouncement, newAnnouncementDraft, withVisibility } from './model.ts';

const stored: ContestAnnouncementVO = {
  id: 5,
  title: 'Clarification',
  content: 'Problem B: n ≤ 10^5',
  uid: 'u-1',
  username: 'root',
  status: 1,
  gmtCreate: '2030-01-01T00:00:00.000Z',
  gmtModified: '2030-01-01T00:00:00.000Z',
};

describe('announcementIssues (part 3 §5)', () => {
  it('needs a title and a content, title first', () => {
    expect(announcementIssues(newAnnouncementDraft()).map((i) => i.rule)).toEqual(['titleRequired', 'contentRequired']);
    expect(announcementIssues({ ...newAnnouncementDraft(), title: 'T', content: '  ' }).map((i) => i.rule)).toEqual(['contentRequired']);
    expect(announcementIssues({ ...newAnnouncementDraft(), title: 'x'.repeat(256), content: 'c' }).map((i) => i.rule)).toEqual([
      'titleMax',
    ]);
    expect(announcementIssues(draftOfAnnouncement(stored))).toEqual([]);
  });
});

describe('announcementBody', () => {
  it('names the author of a new announcement and sends status 0 for visible', () => {
    const body = announcementBody({ ...newAnnouncementDraft(), title: ' Start ', content: 'Good luck' }, 'u-7');
    expect(body).toEqual({ uid: 'u-7', title: 'Start', content: 'Good luck', status: 0 });
    expect(contestAnnouncementBody.safeParse({ cid: 3, announcement: body }).success).toBe(true);
  });

  it('keeps the id of a stored one and reads hidden (status 1) as not visible', () => {
    expect(draftOfAnnouncement(stored).visible).toBe(false);
    expect(announcementBody(draftOfAnnouncement(stored), 'u-7')).toEqual({
      id: 5,
      title: 'Clarification',
      content: stored.content,
      status: 1,
    });
  });

  it('switches visibility without touching the rest', () => {
    expect(withVisibility(stored, true)).toEqual({ id: 5, title: 'Clarification', content: stored.content, status: 0 });
  });
});
