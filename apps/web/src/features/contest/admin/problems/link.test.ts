import { describe, expect, it } from 'vitest';
import { contestProblemBody, type Problem } from '@arbiter/contract';
import { contestProblemRows, draftOf, linkBody, linkIssue } from './link.ts';

const problem = (id: number, problemId: string, title: string) => ({ id, problemId, title }) as Problem;

describe('contestProblemRows', () => {
  it('pairs each problem of the page with its link', () => {
    const rows = contestProblemRows({
      problemList: { records: [problem(4, 'P1004', 'Sum'), problem(9, 'P1009', 'Walk')], total: 2, size: 10, current: 1, pages: 1 },
      contestProblemMap: {
        '4': { id: 31, cid: 2, pid: 4, displayId: 'A', displayTitle: 'Add them', color: '#ff0000', gmtCreate: '', gmtModified: '' },
      },
    });
    expect(rows.map((r) => [r.problem.id, r.link?.displayId ?? null])).toEqual([
      [4, 'A'],
      [9, null],
    ]);
    expect(contestProblemRows(undefined)).toEqual([]);
  });
});

describe('linkIssue (part 3 §5)', () => {
  it('needs the display id first, then the display title', () => {
    expect(linkIssue({ displayId: ' ', displayTitle: '' })).toBe('displayIdRequired');
    expect(linkIssue({ displayId: 'A', displayTitle: '  ' })).toBe('displayTitleRequired');
    expect(linkIssue({ displayId: 'A', displayTitle: 'Sum' })).toBeNull();
  });

  it('keeps both to 255 characters', () => {
    expect(linkIssue({ displayId: 'x'.repeat(256), displayTitle: 'Sum' })).toBe('displayIdMax');
    expect(linkIssue({ displayId: 'A', displayTitle: 'x'.repeat(256) })).toBe('displayTitleMax');
  });
});

describe('draftOf and linkBody', () => {
  it('starts a missing link from the problem itself', () => {
    expect(draftOf({ problem: problem(9, 'P1009', 'Walk'), link: null })).toEqual({
      displayId: 'P1009',
      displayTitle: 'Walk',
      color: null,
    });
  });

  it('sends trimmed texts and no colour for an empty one, accepted by the contract', () => {
    const body = linkBody(2, 4, { displayId: ' B ', displayTitle: ' Walk ', color: '' }, 31);
    expect(body).toEqual({ id: 31, cid: 2, pid: 4, displayId: 'B', displayTitle: 'Walk', color: null });
    expect(contestProblemBody.safeParse(body).success).toBe(true);
    expect(linkBody(2, 4, { displayId: 'B', displayTitle: 'Walk', color: '#00ff00' }, null)).not.toHaveProperty('id');
  });
});
