import { API } from '@arbiter/contract';
import { must, type Api } from './api-client.ts';
import { CONTEST_LANGUAGES, OPERATIONS, contestProblemForm } from './contest-problems.ts';
import { timed } from './load.ts';

/**
 * The load contest, made through the API as root would make it: problems with test data, a
 * running public ACM contest holding them, and the contestants, created by the admin's batch
 * import, each signed in once and registered. Names carry `tag`, so a second run against the same
 * server makes its own.
 */

export interface Contestant {
  username: string;
  token: string;
  /** The address the contestant's calls claim (X-Forwarded-For), as if each sat at their own machine. */
  ip: string;
}

export interface SeededContest {
  cid: number;
  /** The contest's problems by display id; problem i is operation i. */
  displayIds: string[];
  contestants: Contestant[];
}

const PASSWORD = 'contest-load-pass';
/** Rows per import call: each row's password is hashed, and one call should not take minutes. */
const IMPORT_BATCH = 250;

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

const ipOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Signs in, waiting out the login rate limit (per address: a server that trusts a proxy sees each
 * contestant's own address, one that does not sees the benchmark's alone).
 */
async function signIn(api: Api, username: string, ip: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await api('POST', API.login, { body: { username, password: PASSWORD }, headers: { 'x-forwarded-for': ip } });
    const token = res.headers.get('authorization');
    if (res.ok && token) return token;
    if (res.http !== 429 || attempt > 20) must(res, `login as ${username}`);
    await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 5)));
  }
}

export async function seedContest(
  api: Api,
  root: string,
  opts: { users: number; tag: string; endsInSeconds: number },
): Promise<SeededContest> {
  const as = { token: root };
  const languages = must(await api('GET', API.languages, { ...as, query: { all: false } }), 'languages').data as {
    id: number;
    name: string;
  }[];
  const lids = CONTEST_LANGUAGES.map((name) => languages.find((l) => l.name === name)?.id ?? 0).filter((id) => id > 0);
  if (lids.length !== CONTEST_LANGUAGES.length) throw new Error(`the server lacks one of ${CONTEST_LANGUAGES.join(', ')}`);

  const now = Date.now();
  const contest = must(
    await api('POST', API.adminContest, {
      ...as,
      body: {
        title: `Load contest ${opts.tag}`,
        description: 'Six problems; the benchmark plays 500 contestants near the end.',
        startTime: new Date(now - 2 * 3600_000).toISOString(),
        endTime: new Date(now + opts.endsInSeconds * 1000).toISOString(),
        type: 0,
        auth: 0,
        rankShowName: 'username',
        visible: true,
      },
    }),
    'create the contest',
  ).data as { id: number };
  const displayIds = OPERATIONS.map((_, i) => String.fromCharCode(65 + i));
  for (const [i, displayId] of displayIds.entries()) {
    const created = must(
      await api('POST', API.adminProblem, { ...as, body: contestProblemForm(i, `${opts.tag}${displayId}`, lids) }),
      `create problem ${displayId}`,
    ).data as { pid: number };
    must(
      await api('POST', API.adminAddContestProblemFromPublic, { ...as, body: { pid: created.pid, cid: contest.id, displayId } }),
      `add problem ${displayId}`,
    );
  }

  const names = Array.from({ length: opts.users }, (_, i) => `${opts.tag}u${i}`);
  const [, importMs] = await timed(async () => {
    for (let from = 0; from < names.length; from += IMPORT_BATCH) {
      const users = names.slice(from, from + IMPORT_BATCH).map((name) => [name, PASSWORD, '', '', '', name, 'Load School']);
      must(await api('POST', API.adminUserInsertBatch, { ...as, body: { users }, timeoutMs: 600_000 }), 'import users');
    }
  });
  const [contestants, loginMs] = await timed(() =>
    inParallel(names, 4, async (username, i) => ({ username, token: await signIn(api, username, ipOf(i)), ip: ipOf(i) })),
  );
  const [, registerMs] = await timed(() =>
    inParallel(contestants, 16, async (c) =>
      must(
        await api('POST', API.registerContest, { token: c.token, body: { cid: contest.id }, headers: { 'x-forwarded-for': c.ip } }),
        `register ${c.username}`,
      ),
    ),
  );
  console.log(
    `seeded contest ${contest.id}: ${displayIds.length} problems; ${opts.users} users imported in ${(importMs / 1000).toFixed(1)} s, ` +
      `signed in in ${(loginMs / 1000).toFixed(1)} s, registered in ${(registerMs / 1000).toFixed(1)} s`,
  );
  return { cid: contest.id, displayIds, contestants };
}
