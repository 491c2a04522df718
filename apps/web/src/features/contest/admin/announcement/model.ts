import type { ContestAnnouncementVO } from '@arbiter/contract';
import type { AnnouncementBody } from '../../api/admin-contest.ts';

/** An announcement (a contest's or the site's) as its dialog edits it (spec part 3 §3 "Announcement: title, content, visible"; §5: title and content required). */

export interface AnnouncementDraft {
  id: number | null;
  title: string;
  content: string;
  visible: boolean;
}

export type AnnouncementRule = 'titleRequired' | 'titleMax' | 'contentRequired' | 'contentMax';

export const ANNOUNCEMENT_LIMITS = { titleMax: 255, contentMax: 65_535 } as const;

/** Status 0 is visible, 1 hidden. */
export const isVisible = (status: number): boolean => status === 0;

export function newAnnouncementDraft(): AnnouncementDraft {
  return { id: null, title: '', content: '', visible: true };
}

/** What a listed announcement gives its draft: a contest's and the site's have these alike. */
export type StoredAnnouncement = Pick<ContestAnnouncementVO, 'id' | 'title' | 'content' | 'status'>;

export function draftOfAnnouncement(a: StoredAnnouncement): AnnouncementDraft {
  return { id: a.id, title: a.title, content: a.content, visible: isVisible(a.status) };
}

/** Every rule the draft breaks, title first. */
export function announcementIssues(d: AnnouncementDraft): { field: 'title' | 'content'; rule: AnnouncementRule }[] {
  const out: { field: 'title' | 'content'; rule: AnnouncementRule }[] = [];
  if (!d.title.trim()) out.push({ field: 'title', rule: 'titleRequired' });
  else if (d.title.trim().length > ANNOUNCEMENT_LIMITS.titleMax) out.push({ field: 'title', rule: 'titleMax' });
  if (!d.content.trim()) out.push({ field: 'content', rule: 'contentRequired' });
  else if (d.content.length > ANNOUNCEMENT_LIMITS.contentMax) out.push({ field: 'content', rule: 'contentMax' });
  return out;
}

/** The announcement the save sends; a new one names its author. */
export function announcementBody(d: AnnouncementDraft, uid: string | null): AnnouncementBody {
  return {
    ...(d.id !== null ? { id: d.id } : { uid }),
    title: d.title.trim(),
    content: d.content,
    status: d.visible ? 0 : 1,
  };
}

/** The same announcement shown or hidden (the list's switch). */
export function withVisibility(a: StoredAnnouncement, visible: boolean): AnnouncementBody {
  return announcementBody({ ...draftOfAnnouncement(a), visible }, null);
}
