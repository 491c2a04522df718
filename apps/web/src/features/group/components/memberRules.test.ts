import { describe, expect, it } from 'vitest';
import { canChangeLevel, canGiveLevel, canRemove, type Actor } from './memberRules.ts';

const owner: Actor = { uid: 'o', level: 5, isOwner: true };
const admin: Actor = { uid: 'a', level: 4, isOwner: false };
const coRoot: Actor = { uid: 'r', level: 5, isOwner: false };

describe('member management', () => {
  it('never touches oneself or the owner', () => {
    expect(canChangeLevel(owner, { uid: 'o', auth: 5 }, 'o')).toBe(false);
    expect(canChangeLevel(coRoot, { uid: 'o', auth: 5 }, 'o')).toBe(false);
    expect(canRemove(admin, { uid: 'a', auth: 4 }, 'o')).toBe(false);
  });

  it('lets an admin act only below their level, the owner on anyone else', () => {
    expect(canChangeLevel(admin, { uid: 'm', auth: 3 }, 'o')).toBe(true);
    expect(canChangeLevel(admin, { uid: 'x', auth: 4 }, 'o')).toBe(false);
    expect(canChangeLevel(owner, { uid: 'x', auth: 5 }, 'o')).toBe(true);
    expect(canRemove(coRoot, { uid: 'x', auth: 4 }, 'o')).toBe(true);
    expect(canChangeLevel({ uid: 'm', level: 3, isOwner: false }, { uid: 'n', auth: 1 }, 'o')).toBe(false);
  });

  it('offers levels below the actor, and never sends a member back to applying', () => {
    expect([3, 4, 5].map((l) => canGiveLevel(admin, { uid: 'm', auth: 3 }, l))).toEqual([true, false, false]);
    expect([3, 4, 5].map((l) => canGiveLevel(owner, { uid: 'm', auth: 3 }, l))).toEqual([true, true, true]);
    expect(canGiveLevel(owner, { uid: 'm', auth: 3 }, 2)).toBe(false);
    expect(canGiveLevel(admin, { uid: 'p', auth: 1 }, 2)).toBe(true);
  });
});
