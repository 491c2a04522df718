import { and, eq, sql } from 'drizzle-orm';
import { TrainingAuth } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { judge, training, trainingProblem, trainingRecord, trainingRegister } from '../../db/schema.ts';

/**
 * The records a private training's rank is built from (hoj-data-and-judge A.5 and the submission
 * flow, step 2): a submission made inside the training, and every practice submission of a user
 * registered for it to one of its problems — those made before registering are taken in when the
 * user registers, those made before a problem joined the training when it joins. Only private
 * trainings keep records (a public one has no rank). Each write is one statement in the caller's
 * transaction, and a submission is recorded once per training.
 */

type JudgeRow = typeof judge.$inferSelect;

/** Practice submissions of a training's site or group: outside contests, and in the training's group (none for a site training). */
const inScopeOf = (gid: number | null) => and(eq(judge.cid, 0), gid === null ? sql`${judge.gid} is null` : eq(judge.gid, gid));

/** A submission made inside a private training, to one of its problems. */
export async function recordInTraining(tx: DbLike, tid: number, tpid: number, sub: JudgeRow): Promise<void> {
  await tx.insert(trainingRecord).values({ tid, tpid, pid: sub.pid, uid: sub.uid, submitId: sub.submitId }).onConflictDoNothing();
}

/** A practice submission: attached to every private training its user registered for that holds the problem. */
export async function attachPractice(tx: DbLike, sub: JudgeRow): Promise<void> {
  if (sub.cid !== 0) return;
  await tx.execute(sql`
    insert into ${trainingRecord} (tid, tpid, pid, uid, submit_id)
    select ${trainingProblem.tid}, ${trainingProblem.id}, ${sub.pid}, ${sub.uid}, ${sub.submitId}
    from ${trainingProblem}
    join ${training} on ${training.id} = ${trainingProblem.tid}
    join ${trainingRegister} on ${trainingRegister.tid} = ${training.id} and ${trainingRegister.uid} = ${sub.uid} and ${trainingRegister.status}
    where ${trainingProblem.pid} = ${sub.pid} and ${training.auth} = ${TrainingAuth.PRIVATE}
      and ${training.gid} is not distinct from ${sub.gid}
    on conflict do nothing`);
}

/** A user who just registered: their earlier practice submissions to the training's problems. */
export async function recordPastOfUser(tx: DbLike, t: { id: number; gid: number | null }, uid: string): Promise<void> {
  await tx.execute(sql`
    insert into ${trainingRecord} (tid, tpid, pid, uid, submit_id)
    select ${t.id}, ${trainingProblem.id}, ${judge.pid}, ${judge.uid}, ${judge.submitId}
    from ${trainingProblem}
    join ${judge} on ${judge.pid} = ${trainingProblem.pid}
    where ${trainingProblem.tid} = ${t.id} and ${judge.uid} = ${uid} and ${inScopeOf(t.gid)}
    on conflict do nothing`);
}

/** A problem that just joined a private training: the registered users' earlier practice submissions to it. */
export async function recordPastOfProblem(tx: DbLike, t: { id: number; gid: number | null }, tpid: number, pid: number): Promise<void> {
  await tx.execute(sql`
    insert into ${trainingRecord} (tid, tpid, pid, uid, submit_id)
    select ${t.id}, ${tpid}, ${judge.pid}, ${judge.uid}, ${judge.submitId}
    from ${trainingRegister}
    join ${judge} on ${judge.uid} = ${trainingRegister.uid}
    where ${trainingRegister.tid} = ${t.id} and ${trainingRegister.status} and ${judge.pid} = ${pid} and ${inScopeOf(t.gid)}
    on conflict do nothing`);
}
