import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Role } from '@arbiter/contract';
import { contest } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import { HOUR_MS, addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';

/** What the contest back-office tests share: their users, a valid contest form and quick reads. */

export interface Staff {
  root: TestUser;
  admin: TestUser;
  otherAdmin: TestUser;
  problemAdmin: TestUser;
  student: TestUser;
}

/** The site's root (uid 1) and one user of each other role, names prefixed so files do not clash. */
export async function addStaff(server: TestServer, prefix: string): Promise<Staff> {
  return {
    root: { uid: '1', username: 'root', email: null, password: '', token: await tokenFor(server, '1') },
    admin: await addUser(server, `${prefix}-admin`, { role: Role.ADMIN }),
    otherAdmin: await addUser(server, `${prefix}-admin2`, { role: Role.ADMIN }),
    problemAdmin: await addUser(server, `${prefix}-padmin`, { role: Role.PROBLEM_ADMIN }),
    student: await addUser(server, `${prefix}-student`),
  };
}

/** A valid admin contest form: a public ACM contest that started an hour ago and runs two more hours. */
export function contestForm(patch: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    title: 'Spring Cup',
    description: 'Five problems, three hours.',
    startTime: new Date(now - HOUR_MS).toISOString(),
    endTime: new Date(now + 2 * HOUR_MS).toISOString(),
    type: 0,
    auth: 0,
    pwd: '',
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    openRank: false,
    openPrint: false,
    allowEndSubmit: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: [],
    visible: true,
    ...patch,
  };
}

/** Creates a contest through the API and answers its id. */
export async function createContest(server: TestServer, token: string, patch: Record<string, unknown> = {}): Promise<number> {
  const res = await server.call('POST', '/api/admin/contest', { token, body: contestForm(patch) });
  expect(res, res.msg).toMatchObject({ http: 200, status: 200, msg: 'Create Successfully' });
  return res.data.id as number;
}

export async function contestRow(server: TestServer, cid: number): Promise<typeof contest.$inferSelect | undefined> {
  return (await server.ctx.db.select().from(contest).where(eq(contest.id, cid)))[0];
}
