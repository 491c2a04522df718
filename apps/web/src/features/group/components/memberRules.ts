import { GroupLevel } from '@arbiter/contract';

/**
 * What a group admin may do to one member row (spec part 3 §6), as the server decides it: the
 * owner and super admins act on anyone but the owner and themselves; others only on levels below
 * their own, and only give levels below their own. A member never goes back to an applicant.
 */
export interface Actor {
  uid: string;
  level: number;
  /** The owner or a super admin. */
  isOwner: boolean;
}

export interface Target {
  uid: string;
  auth: number;
}

function untouchable(actor: Actor, target: Target, ownerUid: string): boolean {
  return target.uid === actor.uid || target.uid === ownerUid || (!actor.isOwner && target.auth >= actor.level);
}

/** Whether the row's level select is open to the actor. */
export function canChangeLevel(actor: Actor, target: Target, ownerUid: string): boolean {
  return actor.level >= GroupLevel.ADMIN && !untouchable(actor, target, ownerUid);
}

/** Whether one level is offered to the actor for the row. */
export function canGiveLevel(actor: Actor, target: Target, level: number): boolean {
  if (target.auth >= GroupLevel.MEMBER && level < GroupLevel.MEMBER) return false;
  return actor.isOwner || level < actor.level;
}

/** Whether the row may be removed by the actor. */
export function canRemove(actor: Actor, target: Target, ownerUid: string): boolean {
  return actor.level >= GroupLevel.ADMIN && !untouchable(actor, target, ownerUid);
}

export const MEMBER_LEVELS = [GroupLevel.MEMBER, GroupLevel.ADMIN, GroupLevel.ROOT] as const;
