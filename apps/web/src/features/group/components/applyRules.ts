import { GROUP_LIMITS, GroupAuth } from '@arbiter/contract';

/**
 * A name cut to about `units` width units for the side card (spec part 3 §2.3): wide characters
 * (CJK and the like) count double, so a Chinese name is cut at half as many characters.
 */
export function truncateName(name: string, units = 26): string {
  let used = 0;
  let out = '';
  for (const ch of name) {
    const w = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
    if (used + w > units) return `${out}…`;
    used += w;
    out += ch;
  }
  return out;
}

/** What the group's button offers the viewer, by their level (spec part 3 §2.3). */
export type MembershipAction = 'apply' | 'applying' | 'refused' | 'exit' | 'none';

export function membershipAction(level: number, loggedIn: boolean): MembershipAction {
  if (!loggedIn) return 'none';
  if (level === 0) return 'apply';
  if (level === 1) return 'applying';
  if (level === 2) return 'refused';
  return 'exit';
}

/** What the apply dialog asks for: the code for a private group, a reason unless the group is public. */
export function applyFields(auth: number): { code: boolean; reason: boolean } {
  return { code: auth === GroupAuth.PRIVATE, reason: auth !== GroupAuth.PUBLIC };
}

export const REASON_RANGE = [GROUP_LIMITS.reasonMin, GROUP_LIMITS.reasonMax] as const;
