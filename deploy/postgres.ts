import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the cluster's own, in a directory of its own (Debian's `postgresql`
 * package provides the binaries): the chaos benchmark restarts it, which it must not do to a
 * database anyone else uses. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export class OwnPostgres {
  readonly dir: string;
  readonly port: number;
  readonly #bin: string;

  constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
    this.#bin = postgresBin();
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/arbiter`;
  }

  async #as(command: string, args: string[]): Promise<string> {
    const tool = join(this.#bin, command);
    const asRoot = userInfo().uid === 0;
    const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', tool, ...args]) : await run(tool, args);
    return stdout;
  }

  /** Creates the data directory on first use, starts the server and creates the `arbiter` database. */
  async start(): Promise<void> {
    const data = join(this.dir, 'data');
    if (!existsSync(join(data, 'PG_VERSION'))) {
      await mkdir(data, { recursive: true });
      // The server's user must reach its directory through ours.
      await chmod(this.dir, 0o755);
      if (userInfo().uid === 0) {
        const ids = await postgresIds();
        await chown(this.dir, ids.uid, ids.gid);
        await chown(data, ids.uid, ids.gid);
      }
      await this.#as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    }
    await this.#as('pg_ctl', ['-D', data, '-l', join(this.dir, 'postgres.log'), '-w', '-o', this.#options(), 'start']);
    await this.#createDatabase();
  }

  #options(): string {
    // Sockets in its own directory, so it never meets the machine's server; enough connections for
    // the replicas' pools and the benchmarks' checks.
    return `-p ${this.port} -k ${join(this.dir, 'data')} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  }

  async #createDatabase(): Promise<void> {
    const psql = ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', '-d', 'postgres', '-tAc'];
    const found = await this.#as('psql', [...psql, "select 1 from pg_database where datname = 'arbiter'"]);
    if (found.trim() !== '1') await this.#as('psql', [...psql, 'create database arbiter']);
  }

  /** A restart as an operator does it: connections are cut, the server comes back on the same data. */
  async restart(): Promise<void> {
    await this.#as('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'postgres.log'),
      '-w',
      '-m',
      'fast',
      '-o',
      this.#options(),
      'restart',
    ]);
  }

  async stop(): Promise<void> {
    await this.#as('pg_ctl', ['-D', join(this.dir, 'data'), '-w', '-m', 'fast', 'stop']).catch(() => undefined);
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

/** The newest PostgreSQL installed by Debian's packages (`/usr/lib/postgresql/<major>/bin`). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run scripts/ensure-system-packages.sh cluster');
  return join(root, newest, 'bin');
}
