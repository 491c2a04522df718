import type { AdminSysNoticeVO, SysNoticeCreateBody, SysNoticeType, SysNoticeUpdateBody } from '@arbiter/contract';

/** A system notice as its dialog edits it (spec part 3 §3 "Notice: title, content, pushed, recipient"). */

export interface NoticeDraft {
  id: number | null;
  title: string;
  content: string;
  type: SysNoticeType;
  /** The username a `Single` notice goes to. */
  recipient: string;
}

export type NoticeField = 'title' | 'content' | 'recipient';
export type NoticeRule = 'titleRequired' | 'titleMax' | 'contentRequired' | 'contentMax' | 'recipientRequired';

export const NOTICE_LIMITS = { titleMax: 255, contentMax: 65_535 } as const;

export function newNoticeDraft(): NoticeDraft {
  return { id: null, title: '', content: '', type: 'All', recipient: '' };
}

export function draftOfNotice(n: AdminSysNoticeVO): NoticeDraft {
  return { id: n.id, title: n.title, content: n.content, type: n.type, recipient: n.recipientUsername ?? '' };
}

/** Every rule the draft breaks, in the order of the form. The recipients of a sent notice are fixed, so an edit does not check them. */
export function noticeIssues(d: NoticeDraft): { field: NoticeField; rule: NoticeRule }[] {
  const out: { field: NoticeField; rule: NoticeRule }[] = [];
  if (!d.title.trim()) out.push({ field: 'title', rule: 'titleRequired' });
  else if (d.title.trim().length > NOTICE_LIMITS.titleMax) out.push({ field: 'title', rule: 'titleMax' });
  if (!d.content.trim()) out.push({ field: 'content', rule: 'contentRequired' });
  else if (d.content.length > NOTICE_LIMITS.contentMax) out.push({ field: 'content', rule: 'contentMax' });
  if (d.id === null && d.type === 'Single' && !d.recipient.trim()) out.push({ field: 'recipient', rule: 'recipientRequired' });
  return out;
}

/** What the save sends: a new notice with its type (and user), or an edit of the text alone. */
export function noticeBody(d: NoticeDraft): SysNoticeCreateBody | SysNoticeUpdateBody {
  const text = { title: d.title.trim(), content: d.content };
  if (d.id !== null) return { id: d.id, ...text };
  return { ...text, type: d.type, ...(d.type === 'Single' ? { recipientUsername: d.recipient.trim() } : {}) };
}
