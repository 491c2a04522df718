import type { Readable } from 'node:stream';
import { and, between, desc, eq, isNotNull, ne, notInArray, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import { ContestType, JudgeStatus, Role, languageByName } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestProblem, judge, userInfo } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import type { ContestRow } from '../contest/access.ts';
import { realContestRows } from '../contest/real-rows.ts';

/** The zip of a contest's submitted code for its admins (download-contest-ac-submission, hoj-api §12). */

export const AC_DOWNLOAD_MSG = {
  nothing: 'There are no submissions to download in this contest',
} as const;

export interface AcDownloadOptions {
  /** Leave out super admins and the contest's creator. */
  excludeAdmin: boolean;
  /** One folder per user (files named by display id) or per problem (files named by username). */
  splitType: 'user' | 'problem';
}

interface CodeRow {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayId: string;
  language: string;
  code: string;
  score: number | null;
}

/** The source file extension of a language, from the name the judge gives its source; `txt` when unknown. */
export function codeExtension(language: string): string {
  const src = languageByName(language)?.srcName ?? '';
  const dot = src.lastIndexOf('.');
  return dot > 0 ? src.slice(dot + 1) : 'txt';
}

/** A username or display id made safe as one part of a path inside the zip. */
export function pathPart(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const safe = text.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 100);
  return safe === '' || safe === '.' || safe === '..' ? '_' : safe;
}

/**
 * The submissions that go into the zip, newest first: ACM the accepted ones, OI those with a
 * score; only those made during the contest (later ones, when allowed, are practice, not results).
 */
async function codeRows(ctx: AppContext, c: ContestRow, excludeAdmin: boolean): Promise<CodeRow[]> {
  const where: SQL[] = [
    realContestRows(c.id),
    between(judge.submitTime, c.startTime, c.endTime),
    c.type === ContestType.ACM ? eq(judge.status, JudgeStatus.ACCEPTED) : isNotNull(judge.score),
  ];
  if (excludeAdmin) {
    const roots = ctx.db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.roleId, Role.ROOT));
    where.push(notInArray(judge.uid, roots));
    if (c.uid) where.push(ne(judge.uid, c.uid));
  }
  return ctx.db
    .select({
      submitId: judge.submitId,
      uid: judge.uid,
      username: judge.username,
      pid: judge.pid,
      displayId: contestProblem.displayId,
      language: judge.language,
      code: judge.code,
      score: judge.score,
    })
    .from(judge)
    .innerJoin(contestProblem, and(eq(contestProblem.cid, judge.cid), eq(contestProblem.pid, judge.pid)))
    .where(and(...where))
    .orderBy(desc(judge.submitTime), desc(judge.submitId));
}

/** OI keeps the latest scored submission of each user on each problem (the rows come newest first). */
function latestPerUserProblem(rows: readonly CodeRow[]): CodeRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.uid}\u0000${r.pid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `{folder}/{displayId|username}[_{score}]_({submitId}).{ext}` */
function entryName(row: CodeRow, oi: boolean, splitType: AcDownloadOptions['splitType']): string {
  const [folder, name] = splitType === 'user' ? [row.username, row.displayId] : [row.displayId, row.username];
  const score = oi ? `_${row.score ?? 0}` : '';
  return `${pathPart(folder)}/${pathPart(name)}${score}_(${row.submitId}).${codeExtension(row.language)}`;
}

export async function acSubmissionZip(
  ctx: AppContext,
  c: ContestRow,
  opts: AcDownloadOptions,
): Promise<{ filename: string; stream: Readable }> {
  const oi = c.type === ContestType.OI;
  const all = await codeRows(ctx, c, opts.excludeAdmin);
  const rows = oi ? latestPerUserProblem(all) : all;
  if (rows.length === 0) throw fail(AC_DOWNLOAD_MSG.nothing);
  const zip = new yazl.ZipFile();
  for (const row of rows) zip.addBuffer(Buffer.from(row.code), entryName(row, oi, opts.splitType));
  zip.end();
  return { filename: `contest_${c.id}_${Date.now()}.zip`, stream: zip.outputStream as Readable };
}
