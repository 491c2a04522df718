import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemCase } from '../../db/schema.ts';

/** Hosts may fetch test data only: a hash that some test case uses. */
export async function isTestData(db: Db, hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const rows = await db
    .select({ id: problemCase.id })
    .from(problemCase)
    .where(or(eq(problemCase.inputHash, hash), eq(problemCase.outputHash, hash)))
    .limit(1);
  return rows.length > 0;
}
