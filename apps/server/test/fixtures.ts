import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { Role } from '@arbiter/contract';
import { userInfo, userRecord } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/account/password.ts';
import type { TestServer } from './harness.ts';

/** The password of every user made by `addUser` unless another is given. */
export const USER_PASSWORD = 'password1';

// One hash shared by the users that keep the default password: argon2 is slow on purpose.
let sharedHash: Promise<string> | undefined;

export interface TestUser {
  uid: string;
  username: string;
  email: string | null;
  password: string;
  /** A valid token signed for the user (no login call, no session row). */
  token: string;
}

/** Creates a user straight in the database, the way registration stores one, with a signed token. */
export async function addUser(
  server: TestServer,
  username: string,
  opts: { role?: number; email?: string | null; status?: number; password?: string } = {},
): Promise<TestUser> {
  const password = opts.password ?? USER_PASSWORD;
  const hash = opts.password ? await hashPassword(opts.password) : await (sharedHash ??= hashPassword(USER_PASSWORD));
  const uid = randomBytes(16).toString('hex');
  const email = opts.email === undefined ? `${username.toLowerCase()}@school.test` : opts.email;
  await server.ctx.db.insert(userInfo).values({
    uuid: uid,
    username,
    password: hash,
    email,
    roleId: opts.role ?? Role.DEFAULT_USER,
    status: opts.status ?? 0,
  });
  await server.ctx.db.insert(userRecord).values({ uid });
  return { uid, username, email, password, token: await server.ctx.tokens.sign(uid, 0) };
}

/** A token for the user's current token version, issued at `issuedAt` (default now). */
/** Root's token and one user of each other role: the cast of a test of who may call what. */
export interface RoleCast {
  root: string;
  admin: TestUser;
  problemAdmin: TestUser;
  student: TestUser;
}

export async function everyRole(server: TestServer, prefix: string): Promise<RoleCast> {
  return {
    root: await tokenFor(server, '1'),
    admin: await addUser(server, `${prefix}-admin`, { role: Role.ADMIN }),
    problemAdmin: await addUser(server, `${prefix}-padmin`, { role: Role.PROBLEM_ADMIN }),
    student: await addUser(server, `${prefix}-student`),
  };
}

export async function tokenFor(server: TestServer, uid: string, issuedAt = Date.now()): Promise<string> {
  const rows = await server.ctx.db.select({ ver: userInfo.tokenVersion }).from(userInfo).where(eq(userInfo.uuid, uid));
  const ver = rows[0]?.ver;
  if (ver === undefined) throw new Error(`no user ${uid}`);
  return server.ctx.tokens.sign(uid, ver, issuedAt);
}

export async function userRow(server: TestServer, uid: string): Promise<typeof userInfo.$inferSelect> {
  const rows = await server.ctx.db.select().from(userInfo).where(eq(userInfo.uuid, uid));
  if (!rows[0]) throw new Error(`no user ${uid}`);
  return rows[0];
}

export async function updateUser(server: TestServer, uid: string, patch: Partial<typeof userInfo.$inferInsert>): Promise<void> {
  await server.ctx.db.update(userInfo).set(patch).where(eq(userInfo.uuid, uid));
}

export async function userExists(server: TestServer, username: string): Promise<boolean> {
  const res = await server.call('POST', '/api/check-username-or-email', { body: { username } });
  if (res.status !== 200) throw new Error(`check-username-or-email: ${res.msg}`);
  return res.data.username as boolean;
}

/** A real PNG image of the given size, every pixel one colour. */
export function pngBytes(width = 4, height = 4, rgb: [number, number, number] = [200, 40, 40]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = rgb[0];
    png.data[i * 4 + 1] = rgb[1];
    png.data[i * 4 + 2] = rgb[2];
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** Decodes a `data:image/png;base64,` URL. */
export function decodePngDataUrl(url: string): PNG {
  const prefix = 'data:image/png;base64,';
  if (!url.startsWith(prefix)) throw new Error(`not a PNG data URL: ${url.slice(0, 40)}`);
  return PNG.sync.read(Buffer.from(url.slice(prefix.length), 'base64'));
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
