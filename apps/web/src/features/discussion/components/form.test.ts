import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, discussionIssues, readDraft, writeDraft } from './form.ts';
import { changeDiscussionFilters, discussionFiltersToSearch, discussionListParams, parseDiscussionFilters } from '../pages/listQuery.ts';

const valid = { ...EMPTY_DRAFT, title: 'T', description: 'D', categoryId: 1, content: 'C' };

describe('discussionIssues', () => {
  it('checks title, description, category and content in order', () => {
    expect(discussionIssues(valid)).toEqual([]);
    expect(discussionIssues(EMPTY_DRAFT).map((i) => i.rule)).toEqual([
      'titleRequired',
      'descriptionRequired',
      'categoryRequired',
      'contentRequired',
    ]);
    expect(discussionIssues({ ...valid, title: 'x'.repeat(256), content: 'x'.repeat(65_536) }).map((i) => i.rule)).toEqual([
      'titleMax',
      'contentMax',
    ]);
    expect(discussionIssues({ ...valid, description: '   ' })[0]).toEqual({ field: 'description', rule: 'descriptionRequired' });
  });
});

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('the draft', () => {
  it('keeps a draft per problem and forgets it when cleared', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    writeDraft(storage, 'P1000', { ...valid, id: 7, topPriority: true });
    expect(readDraft(storage, 'P1000')).toEqual({ ...valid, id: null, topPriority: false });
    expect(readDraft(storage, null)).toBeNull();
    writeDraft(storage, 'P1000', null);
    expect(readDraft(storage, 'P1000')).toBeNull();
  });

  it('ignores an empty or broken draft', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('discussion-draft:', '{not json');
    expect(readDraft(storage, null)).toBeNull();
    writeDraft(storage, null, EMPTY_DRAFT);
    expect(readDraft(storage, null)).toBeNull();
  });
});

describe('the list filters', () => {
  it('reads the URL, pages below 1 as 1, and writes only what differs from the defaults', () => {
    const f = parseDiscussionFilters(new URLSearchParams('keyword=%20dp%20&cid=3&onlyMine=true&currentPage=0'));
    expect(f).toEqual({ keyword: 'dp', cid: 3, onlyMine: true, currentPage: 1 });
    expect(discussionFiltersToSearch({ ...f, currentPage: 2 }).toString()).toBe('keyword=dp&cid=3&onlyMine=true&currentPage=2');
    expect(changeDiscussionFilters({ ...f, currentPage: 4 }, { cid: null })).toMatchObject({ cid: null, currentPage: 1 });
    expect(changeDiscussionFilters(f, { currentPage: 5 }).currentPage).toBe(5);
  });

  it('asks for mine only when signed in, and for the problem on its page', () => {
    const f = { keyword: '', cid: null, onlyMine: true, currentPage: 1 };
    expect(discussionListParams(f, 'P1', false)).toMatchObject({ onlyMine: undefined, pid: 'P1', limit: 10 });
    expect(discussionListParams(f, null, true)).toMatchObject({ onlyMine: true, pid: undefined });
  });
});
