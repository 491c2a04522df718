import { and, eq } from 'drizzle-orm';
import yazl from 'yazl';
import { languageByName } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { CONTEST_MSG } from '../contest/access.ts';
import { realContestRows } from '../contest/real-rows.ts';
import { loadSnapshot } from './snapshot.ts';
import { missing, type Viewer } from './viewer.ts';

/**
 * A submission's `files`: its source in a zip at the archive's root, under the name our judge
 * compiles it by (`main.cpp`, `Main.java`, …), as the standard asks. The source is the contest's
 * admins' to read, as the submission lists show it to them.
 */
export async function submissionFiles(ctx: AppContext, viewer: Viewer, idText: string): Promise<{ filename: string; zip: Buffer }> {
  if (!viewer.admin) throw new ApiError(403, CONTEST_MSG.notAdmin, { httpStatus: 403 });
  const snap = await loadSnapshot(ctx, viewer.c, { cases: false });
  const sub = snap.submissions.find((s) => String(s.submitId) === idText);
  if (!sub) throw missing();
  const rows = await ctx.db
    .select({ code: judge.code })
    .from(judge)
    .where(and(eq(judge.submitId, sub.submitId), realContestRows(viewer.c.id)))
    .limit(1);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(rows[0]?.code ?? ''), languageByName(sub.language)?.srcName ?? 'main.txt');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { filename: `submission_${sub.submitId}.zip`, zip: Buffer.concat(chunks) };
}
