import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbLike } from '../../db/client.ts';
import { judgeHost, judgeTask } from '../../db/schema.ts';
import { rowsOf } from '../../db/raw.ts';

/**
 * Queue priorities: an admin's checker compile first (someone waits on the HTTP call, and it is
 * short), then contest submissions, then practice, then online test runs.
 */
export const PRIORITY = { compile: -1, contest: 0, practice: 1, test: 2 } as const;

/** judge and remote tasks are submissions (judged here, or submitted to a remote judge); test and compile are not. */
export type TaskKind = 'judge' | 'test' | 'compile' | 'remote';

export type TaskRow = typeof judgeTask.$inferSelect;

export async function enqueue(
  db: DbLike,
  task: { kind: TaskKind; submitId?: number; testKey?: string; version?: number; language: string; priority: number },
): Promise<void> {
  await db.insert(judgeTask).values({
    kind: task.kind,
    submitId: task.submitId ?? null,
    testKey: task.testKey ?? null,
    version: task.version ?? 0,
    language: task.language,
    priority: task.priority,
  });
}

/**
 * Leases the first free task this host can judge: unleased, or whose lease ran out (its host went
 * quiet). `SKIP LOCKED` lets several server replicas and hosts claim at once without waiting on
 * each other; the row lock makes each task go to exactly one host.
 */
export async function claimTask(
  db: Db,
  hostId: string,
  languages: readonly string[],
  leaseSeconds: number,
): Promise<(TaskRow & { more: boolean }) | null> {
  // Remote tasks are claimed with an account (remote-judge/claim.ts), never here.
  languages = languages.filter((l) => !l.startsWith('remote:'));
  if (languages.length === 0) return null;
  const langs = sql.join(
    languages.map((l) => sql`${l}`),
    sql`, `,
  );
  const claimed = await db
    .update(judgeTask)
    .set({
      leaseOwner: hostId,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${judgeTask.attempts} + 1`,
      claimedAt: sql`now()`,
    })
    .where(
      eq(
        judgeTask.id,
        sql`(select id from judge_task
              where (lease_expires_at is null or lease_expires_at < now())
                and language in (${langs})
              order by priority, id
              limit 1
              for update skip locked)`,
      ),
    )
    // Whether other work is free now (any language): then the next waiting claim is woken too.
    .returning({
      ...getTableColumns(judgeTask),
      more: sql<boolean>`exists (select 1 from judge_task o
                                  where (o.lease_expires_at is null or o.lease_expires_at < now())
                                    and o.kind <> 'remote' and o.id <> judge_task.id)`,
    });
  return claimed[0] ?? null;
}

/**
 * Whether a sleeping host has work: a free task (unleased, or its lease ran out) in a language it
 * offers, or one it still held when it stopped (its next start puts that back at once).
 */
export async function workWaitingFor(db: Db, hostId: string): Promise<boolean> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select 1 from judge_task t join judge_host h on h.id = ${hostId}
     where h.languages @> jsonb_build_array(t.language)
       and (t.lease_expires_at is null or t.lease_expires_at < now() or (t.lease_owner = ${hostId} and t.kind <> 'remote'))
     limit 1`);
  return rowsOf(rows).length > 0;
}

/**
 * Puts back what a host held when it was killed, once it starts again under its id (it holds
 * nothing now), instead of waiting for the leases to run out. Remote tasks keep their lease, which
 * also guards the remote account they were submitted under.
 */
export async function releaseLeasesOf(db: Db, hostId: string): Promise<void> {
  await db
    .update(judgeTask)
    .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(judgeTask.leaseOwner, hostId), ne(judgeTask.kind, 'remote'), sql`${judgeTask.leaseExpiresAt} > now()`));
}

/** Extends the leases a host still holds; answers which of its tasks are no longer its own. */
export async function renewLeases(db: Db, hostId: string, taskIds: readonly number[], leaseSeconds: number): Promise<number[]> {
  if (taskIds.length === 0) return [];
  const renewed = await db
    .update(judgeTask)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(inArray(judgeTask.id, [...taskIds]), eq(judgeTask.leaseOwner, hostId)))
    .returning({ id: judgeTask.id });
  const kept = new Set(renewed.map((r) => r.id));
  return taskIds.filter((id) => !kept.has(id));
}

/**
 * The task if this host still holds its lease (a host that lost it must not write results), with
 * the host's name for the verdict's judger: one read on every progress report and result.
 */
export async function heldTask(db: Db, hostId: string, taskId: number): Promise<{ task: TaskRow; hostName: string } | null> {
  const rows = await db
    .select({ task: judgeTask, hostName: judgeHost.name })
    .from(judgeTask)
    .innerJoin(judgeHost, eq(judgeHost.id, judgeTask.leaseOwner))
    .where(and(eq(judgeTask.id, taskId), eq(judgeTask.leaseOwner, hostId), sql`${judgeTask.leaseExpiresAt} > now()`))
    .limit(1);
  return rows[0] ?? null;
}

export async function removeTask(db: DbLike, taskId: number): Promise<void> {
  await db.delete(judgeTask).where(eq(judgeTask.id, taskId));
}

/** Drops queued work of a submission (before a rejudge re-queues it, or when it is cancelled). */
export async function removeSubmissionTasks(db: DbLike, submitId: number): Promise<void> {
  await db.delete(judgeTask).where(and(inArray(judgeTask.kind, ['judge', 'remote']), eq(judgeTask.submitId, submitId)));
}
