import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { LEASE_SECONDS, loadPercent, type HostLoad, type JudgeHostVO, type RegisterHostRequest } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judgeHost } from '../../db/schema.ts';

export type HostRow = typeof judgeHost.$inferSelect;

/** A host not heard from for a whole lease is shown as faulty. */
const FAULTY_AFTER_MS = LEASE_SECONDS * 1000;

/** Load columns of a report; an older host that reports none leaves them as they were. */
const loadColumns = (load: HostLoad | undefined) => (load ? { cpuLoad: load.cpu, memoryLoad: load.memory } : {});

/** `address`: where the host called from, as the server sees it. */
export async function registerHost(db: Db, req: RegisterHostRequest, address: string): Promise<string> {
  const id = req.hostId ?? randomBytes(16).toString('hex');
  const values = {
    name: req.name,
    languages: req.languages,
    workers: req.workers,
    cpuCores: req.cpuCores,
    version: req.version,
    address: address.replace(/^::ffff:/, '').slice(0, 64),
    ...loadColumns(req.load),
    lastSeenAt: new Date(),
    asleep: false,
  };
  await db
    .insert(judgeHost)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: judgeHost.id, set: values });
  return id;
}

export async function findHost(db: Db, hostId: string): Promise<HostRow | null> {
  const rows = await db.select().from(judgeHost).where(eq(judgeHost.id, hostId)).limit(1);
  return rows[0] ?? null;
}

export async function touchHost(db: Db, hostId: string, beat?: { busy: number; load?: HostLoad }): Promise<void> {
  await db
    .update(judgeHost)
    .set({ lastSeenAt: new Date(), ...(beat ? { busy: beat.busy, ...loadColumns(beat.load) } : {}) })
    .where(eq(judgeHost.id, hostId));
}

/** A host stopped for idleness by the server that starts it again when work is queued. */
export async function putHostToSleep(db: Db, hostId: string): Promise<void> {
  await db.update(judgeHost).set({ asleep: true, busy: 0 }).where(eq(judgeHost.id, hostId));
}

/** Whether a host that offers `language` has been heard from within a lease, or sleeps until work comes. */
export async function hostOffering(db: Db, language: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .select({ id: judgeHost.id })
    .from(judgeHost)
    .where(
      and(
        or(judgeHost.asleep, gt(judgeHost.lastSeenAt, new Date(now - FAULTY_AFTER_MS))),
        sql`${judgeHost.languages} @> ${JSON.stringify([language])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The judge-service view of the back office: every host, available, asleep or faulty, newest heard
 * from first. Each row carries hoj's keys (a judge's system config with its registry entry in
 * `service`) and ours beside them.
 */
export async function listHosts(db: Db, now = Date.now()): Promise<JudgeHostVO[]> {
  const rows = await db.select().from(judgeHost).orderBy(desc(judgeHost.lastSeenAt));
  return rows.map((h) => {
    const available = h.asleep || now - h.lastSeenAt.getTime() <= FAULTY_AFTER_MS;
    const host = h.address ?? '';
    return {
      cpuCores: h.cpuCores,
      percentCpuLoad: h.cpuLoad === null ? '-' : loadPercent(h.cpuLoad),
      percentMemoryLoad: h.memoryLoad === null ? '-' : loadPercent(h.memoryLoad),
      service: {
        serviceId: 'arbiter-judge',
        instanceId: h.id,
        host,
        port: 0,
        secure: false,
        uri: host,
        metadata: { judgeName: h.name, 'nacos.healthy': String(available) },
      },
      id: h.id,
      name: h.name,
      address: h.address,
      workers: h.workers,
      busy: h.busy,
      languages: h.languages as string[],
      version: h.version,
      lastSeenAt: h.lastSeenAt.toISOString(),
      status: h.asleep ? 'asleep' : available ? 'available' : 'faulty',
      cpuLoad: h.cpuLoad,
      memoryLoad: h.memoryLoad,
    };
  });
}
