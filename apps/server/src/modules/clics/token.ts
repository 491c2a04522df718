import { createHash } from 'node:crypto';
import type { LogEvent, Position } from './event-log.ts';
import type { Reader } from './objects.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * Event-feed tokens: `<epoch>.<time>.<kind>.<id>`, a position in the log (`event-log.ts`) within
 * an epoch. Positions are derived from stored rows, so a token means the same place on any replica
 * and after a restart, for as long as the epoch lasts.
 *
 * The epoch is a digest of what may rewrite or remove what the log said before: the contest's
 * version (its settings, problems and removed submissions), the configuration objects themselves,
 * the sum of its submissions' versions (each rejudge adds one) and who reads (an admin's log and a
 * contestant's differ). When it changes, the log starts afresh and an older token is refused with
 * HTTP 400, which the standard offers for exactly this: the client reads the feed from the start.
 */

export interface FeedToken {
  epoch: string;
  pos: Position;
}

const TOKEN = /^([0-9a-f]{12})\.([0-9a-z]{1,12})\.([0-9a-z]{1,2})\.([A-Za-z0-9_.-]{0,64})$/;

export function epochOf(s: Snapshot, config: readonly LogEvent[], r: Reader): string {
  const reader = r.admin ? 'admin' : (r.uid ?? 'anonymous');
  const basis = JSON.stringify([s.c.id, s.c.version, s.versionSum, reader, config.map((e) => e.data)]);
  return createHash('sha256').update(basis).digest('hex').slice(0, 12);
}

export function tokenOf(epoch: string, pos: Position): string {
  return `${epoch}.${pos.at.toString(36)}.${pos.rank.toString(36)}.${pos.key}`;
}

/** A token's parts, or null when the text is not a token at all. */
export function parseToken(text: string): FeedToken | null {
  const m = TOKEN.exec(text);
  if (!m) return null;
  const at = parseInt(m[2]!, 36);
  const rank = parseInt(m[3]!, 36);
  if (!Number.isSafeInteger(at)) return null;
  return { epoch: m[1]!, pos: { at, rank, key: m[4]! } };
}
