import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { haproxyConfig } from './haproxy.ts';
import { OwnPostgres } from './postgres.ts';
import { Supervised, answers, waitFor } from './supervised.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The server as `make start` runs it (node flags, memory settings). */
const SERVE_SCRIPT = join(ROOT, 'scripts/serve.sh');
const JUDGE_MAIN = join(ROOT, 'apps/judge/src/main.ts');

/** How long a task stays with a silent judge host in the cluster, unless set otherwise. */
export const LEASE_SECONDS_OF_CLUSTER = 10;

export interface ClusterOptions {
  /** Where everything lives: the database, the shared files, the logs (default `data/cluster`). */
  dir?: string;
  /** The load balancer's port; the replicas take the ports after it (default 8200). */
  port?: number;
  /** The cluster's own PostgreSQL port (default 5440). */
  postgresPort?: number;
  replicas?: number;
  judges?: number;
  /** Sandbox workers of each judge host (default 1: three hosts already fill two cores). */
  workersPerJudge?: number;
  /** First sandbox worker number of the first host; each host takes the next range (default 40). */
  firstWorker?: number;
  /** How long a task stays with a silent judge host (default 10 s). */
  leaseSeconds?: number;
}

export interface Cluster {
  /** Where its data and logs are. */
  dir: string;
  /** The load balancer's address: what users and judge hosts are given. */
  url: string;
  rootPassword: string;
  judgeToken: string;
  databaseUrl: string;
  postgres: OwnPostgres;
  balancer: Supervised;
  replicas: Supervised[];
  judges: Supervised[];
  /** A replica's own address (bypassing the balancer). */
  replicaUrl(replica: Supervised): string;
  /** One more server process on `port`, outside the balancer (not started). */
  extraReplica(port: number): Supervised;
  stop(): Promise<void>;
}

/** Secrets made at the first start and kept in the cluster's directory, so a restart reuses them. */
async function secrets(dir: string): Promise<{ rootPassword: string; judgeToken: string }> {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as { rootPassword: string; judgeToken: string };
  const made = { rootPassword: randomBytes(9).toString('base64url'), judgeToken: randomBytes(24).toString('hex') };
  await writeFile(file, JSON.stringify(made), { mode: 0o600 });
  return made;
}

/**
 * Starts a replicated deployment on this machine: its own PostgreSQL, `replicas` server processes
 * sharing one files directory (the blob store's content-addressed files: the same bytes land under
 * the same name whichever replica writes them), HAProxy in front, and `judges` judge hosts on their
 * own sandbox worker ranges talking to the balancer like hosts on other machines would.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const dir = resolve(opts.dir ?? join(ROOT, 'data/cluster'));
  const port = opts.port ?? 8200;
  const replicaCount = opts.replicas ?? 2;
  const judgeCount = opts.judges ?? 3;
  const workers = opts.workersPerJudge ?? 1;
  const firstWorker = opts.firstWorker ?? 40;
  const lease = opts.leaseSeconds ?? LEASE_SECONDS_OF_CLUSTER;
  await mkdir(join(dir, 'logs'), { recursive: true });
  // PostgreSQL runs as its own user and must reach its directory through this one.
  await chmod(dir, 0o755);
  const { rootPassword, judgeToken } = await secrets(dir);
  const url = `http://127.0.0.1:${port}`;

  const postgres = new OwnPostgres(join(dir, 'postgres'), opts.postgresPort ?? 5440);
  const started: Supervised[] = [];
  const stopStarted = async () => {
    for (const part of started.reverse()) await part.stop(5000);
    await postgres.stop();
  };
  try {
    await postgres.start();
    return await startParts();
  } catch (error) {
    // A part that would not start leaves nothing running behind it.
    await stopStarted();
    throw error;
  }

  async function startParts(): Promise<Cluster> {
    const ports = new Map<Supervised, number>();
    const replicaSpec = (replicaPort: number, name: string) => {
      const replica = new Supervised({
        name,
        command: SERVE_SCRIPT,
        args: [],
        env: {
          // The script's `node` is this one.
          PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          PORT: String(replicaPort),
          HOST: '127.0.0.1',
          DATABASE_URL: postgres.url,
          // Shared by every replica: uploaded files, test data, avatars.
          DATA_DIR: join(dir, 'shared'),
          ARBITER_ADMIN_PASSWORD: rootPassword,
          ARBITER_JUDGE_TOKEN: judgeToken,
          ARBITER_LOCAL_JUDGE: 'false',
          ARBITER_JUDGE_LEASE_SECONDS: String(lease),
          TRUST_PROXY: 'true',
        },
        logFile: join(dir, 'logs', `${name}.log`),
        ready: () => waitFor(name, () => answers(`http://127.0.0.1:${replicaPort}/api/get-website-config`)),
      });
      ports.set(replica, replicaPort);
      return replica;
    };
    const replicas = Array.from({ length: replicaCount }, (_, i) => replicaSpec(port + 1 + i, `replica-${i + 1}`));
    // One at a time at the first start: the first one migrates the database and creates root.
    for (const replica of replicas) {
      started.push(replica);
      await replica.start();
    }

    const config = join(dir, 'haproxy.cfg');
    await writeFile(config, haproxyConfig({ port, replicas: replicas.map((r) => ports.get(r)!) }));
    const balancer = new Supervised({
      name: 'balancer',
      command: 'haproxy',
      args: ['-f', config, '-db'],
      logFile: join(dir, 'logs', 'balancer.log'),
      ready: () => waitFor('the load balancer', () => answers(`${url}/api/get-website-config`)),
    });
    started.push(balancer);
    await balancer.start();

    const judges = Array.from(
      { length: judgeCount },
      (_, i) =>
        new Supervised({
          name: `judge-${i + 1}`,
          command: process.execPath,
          args: [
            JUDGE_MAIN,
            ...['--server', url, '--token', judgeToken, '--workers', String(workers), '--name', `judge-${i + 1}`],
            ...['--first-worker', String(firstWorker + i * workers), '--data-dir', join(dir, `judge-${i + 1}`), '--remote-slots', '0'],
          ],
          logFile: join(dir, 'logs', `judge-${i + 1}.log`),
          // Registered, its languages proved.
          readyLine: /^judge host .* judging /m,
        }),
    );
    for (const judge of judges) {
      started.push(judge);
      await judge.start();
    }

    return {
      dir,
      url,
      rootPassword,
      judgeToken,
      databaseUrl: postgres.url,
      postgres,
      balancer,
      replicas,
      judges,
      replicaUrl: (replica) => `http://127.0.0.1:${ports.get(replica)}`,
      extraReplica: (extraPort) => replicaSpec(extraPort, `replica-extra-${extraPort}`),
      stop: async () => {
        await Promise.all(judges.map((j) => j.stop()));
        await balancer.stop(2000);
        await Promise.all(replicas.map((r) => r.stop()));
        await postgres.stop();
      },
    };
  }
}
