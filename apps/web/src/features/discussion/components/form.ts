import { DISCUSSION_LIMITS } from '@arbiter/contract';

/** The post form as the dialog edits it, and its checks in the order the spec gives (part 3 §5). */
export interface DiscussionDraft {
  id: number | null;
  title: string;
  description: string;
  categoryId: number | null;
  content: string;
  topPriority: boolean;
}

export type DiscussionRule =
  'titleRequired' | 'titleMax' | 'descriptionRequired' | 'descriptionMax' | 'categoryRequired' | 'contentRequired' | 'contentMax';

export type DiscussionField = 'title' | 'description' | 'categoryId' | 'content';

export const EMPTY_DRAFT: DiscussionDraft = { id: null, title: '', description: '', categoryId: null, content: '', topPriority: false };

/** Every broken rule of the form, first the title's, then the description's, the category's and the content's. */
export function discussionIssues(d: DiscussionDraft): { field: DiscussionField; rule: DiscussionRule }[] {
  const out: { field: DiscussionField; rule: DiscussionRule }[] = [];
  const text = (field: 'title' | 'description' | 'content', max: number) => {
    const v = d[field].trim();
    if (!v) out.push({ field, rule: `${field}Required` });
    else if (v.length > max) out.push({ field, rule: `${field}Max` });
  };
  text('title', DISCUSSION_LIMITS.titleMax);
  text('description', DISCUSSION_LIMITS.descriptionMax);
  if (d.categoryId === null) out.push({ field: 'categoryId', rule: 'categoryRequired' });
  text('content', DISCUSSION_LIMITS.contentMax);
  return out;
}

const DRAFT_KEY = 'discussion-draft';

/** The unposted draft of a new post (spec part 3 §4: create keeps a draft backup), per problem or general. */
export function readDraft(storage: Storage, pid: string | null): DiscussionDraft | null {
  try {
    const raw = storage.getItem(`${DRAFT_KEY}:${pid ?? ''}`);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<DiscussionDraft>;
    const draft: DiscussionDraft = {
      ...EMPTY_DRAFT,
      title: typeof d.title === 'string' ? d.title : '',
      description: typeof d.description === 'string' ? d.description : '',
      categoryId: typeof d.categoryId === 'number' ? d.categoryId : null,
      content: typeof d.content === 'string' ? d.content : '',
    };
    return draft.title || draft.description || draft.content ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, pid: string | null, d: DiscussionDraft | null): void {
  try {
    const key = `${DRAFT_KEY}:${pid ?? ''}`;
    if (d === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ title: d.title, description: d.description, categoryId: d.categoryId, content: d.content }));
  } catch {
    // A full or blocked storage only loses the backup.
  }
}
