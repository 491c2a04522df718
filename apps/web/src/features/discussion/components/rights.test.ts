import { describe, expect, it } from 'vitest';
import type { UserInfoVO } from '@arbiter/contract';
import { discussionRights, groupDiscussionRights } from './rights.ts';

const user = (uid: string, roleList: string[]) => ({ uid, roleList }) as unknown as UserInfoVO;

describe('discussionRights (public area)', () => {
  it('lets the author edit and delete, root and admin also pin, a problem admin delete', () => {
    expect(discussionRights(user('a', ['default_user']), 'a')).toEqual({ canEdit: true, canDelete: true, canPin: false });
    expect(discussionRights(user('b', ['default_user']), 'a')).toEqual({ canEdit: false, canDelete: false, canPin: false });
    expect(discussionRights(user('r', ['root']), 'a')).toEqual({ canEdit: true, canDelete: true, canPin: true });
    expect(discussionRights(user('p', ['problem_admin']), 'a')).toEqual({ canEdit: false, canDelete: true, canPin: false });
    expect(discussionRights(null, 'a')).toEqual({ canEdit: false, canDelete: false, canPin: false });
  });
});

describe('groupDiscussionRights (spec part 3 §6)', () => {
  it('lets only the author edit, the author or a group admin delete, a group admin pin', () => {
    expect(groupDiscussionRights(user('a', ['default_user']), 'a', false)).toEqual({ canEdit: true, canDelete: true, canPin: false });
    expect(groupDiscussionRights(user('g', ['default_user']), 'a', true)).toEqual({ canEdit: false, canDelete: true, canPin: true });
    expect(groupDiscussionRights(user('m', ['default_user']), 'a', false)).toEqual({ canEdit: false, canDelete: false, canPin: false });
    // The site's roles bring nothing in a group: only the group's level counts.
    expect(groupDiscussionRights(user('s', ['admin']), 'a', false)).toEqual({ canEdit: false, canDelete: false, canPin: false });
  });
});
