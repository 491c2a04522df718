import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar.ts';

describe('avatarProblem', () => {
  it('accepts the six image types up to 2 MB, in any case', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp', 'PNG']) {
      expect(avatarProblem({ name: `me.${ext}`, size: 1000 })).toBeNull();
    }
    expect(avatarProblem({ name: 'me.png', size: 2 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and files without an extension', () => {
    expect(avatarProblem({ name: 'me.svg', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'png', size: 10 })).toBe('type');
  });
  it('refuses files over 2 MB', () => {
    expect(avatarProblem({ name: 'me.jpg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
