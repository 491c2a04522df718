import { type SQL, and, ne, sql } from 'drizzle-orm';
import { Role } from '@arbiter/contract';
import { judge, userInfo } from '../../db/schema.ts';
import type { ContestRow } from './access.ts';

/**
 * Submissions that count for the contest's public numbers (problem counts, the Admin Helper, the
 * rolling board): not those of its creator or of a super admin, who try the problems out
 * (hoj-data B.16).
 */
export function byContestants(c: ContestRow): SQL {
  const superAdmins = sql`select ${userInfo.uuid} from ${userInfo} where ${userInfo.roleId} = ${Role.ROOT}`;
  return and(c.uid ? ne(judge.uid, c.uid) : undefined, sql`${judge.uid} not in (${superAdmins})`)!;
}
