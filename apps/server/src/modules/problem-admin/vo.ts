import type { ProblemCase } from '@arbiter/contract';
import type { problemCase } from '../../db/schema.ts';

/** A problem's test cases as the admin client reads them (hoj-api §13.4). */

const iso = (d: Date) => d.toISOString();

export function toProblemCase(row: typeof problemCase.$inferSelect): ProblemCase {
  return {
    id: row.id,
    pid: row.pid,
    input: row.input,
    output: row.output,
    inputSize: row.inputSize,
    outputSize: row.outputSize,
    score: row.score,
    groupNum: row.groupNum,
    status: row.status,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  };
}
