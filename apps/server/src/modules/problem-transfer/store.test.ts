import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { file } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { pngBytes, tokenFor } from '../../../test/fixtures.ts';
import { bankState, storedProblem } from '../../../test/transfer.ts';
import { publicImage } from './images.ts';
import { storeImportedProblems, type ImportedProblem } from './store.ts';

/** The pipeline as the package importers (Kattis) call it, without an HTTP route in between. */

let server: TestServer;
let token: string;
let dir: string;
const rootUser: AuthUser = { uid: '1', username: 'root', role: Role.ROOT, roleName: 'root', groupRoots: [], tokenScopes: null };

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, '1');
  dir = await mkdtemp(join(tmpdir(), 'arbiter-store-'));
  await mkdir(join(dir, 'sample'));
  await mkdir(join(dir, 'secret'));
  for (const [name, text] of Object.entries({
    'sample/1.in': '1\r\n',
    'sample/1.ans': '1\r\n',
    'secret/1.in': '2\n',
    'secret/1.ans': '4\n',
    'secret/2.in': '3\n',
    'secret/2.ans': '9\n',
  })) {
    await writeFile(join(dir, name), text);
  }
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function pkg(patch: Partial<ImportedProblem> = {}, fields: Partial<ImportedProblem['problem']> = {}): ImportedProblem {
  return {
    source: 'squares',
    problem: { problemId: 'SQ', title: 'Squares', input: 'n', output: 'n squared', type: 1, judgeCaseMode: 'subtask_lowest', ...fields },
    languages: ['C++'],
    tags: [],
    codeTemplates: [],
    // A test in two subtasks is a case in each; the samples a zero-score group.
    cases: [
      { input: 'sample/1.in', output: 'sample/1.ans', score: 0, groupNum: 1 },
      { input: 'secret/1.in', output: 'secret/1.ans', score: 40, groupNum: 2 },
      { input: 'secret/1.in', output: 'secret/1.ans', score: 60, groupNum: 3 },
      { input: 'secret/2.in', output: 'secret/2.ans', score: 60, groupNum: 3 },
    ],
    dir,
    ...patch,
  };
}

describe('storeImportedProblems', () => {
  let pid: number;

  it('stores cases from sub-folders under flat names, a shared test once per group', async () => {
    const image = publicImage(pngBytes(2, 2))!;
    const result = await storeImportedProblems(server.ctx, rootUser, [pkg({ images: [image] }, { description: `![x](${image.url})` })]);
    pid = result.problems[0]!.pid;
    expect(result.problems).toEqual([{ pid, problemId: 'SQ', title: 'Squares' }]);
    const stored = await storedProblem(server, token, pid);
    expect(stored.cases.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['sample_1.in', 'sample_1.ans', 0, 1],
      ['secret_1.in', 'secret_1.ans', 40, 2],
      ['secret_1.in', 'secret_1.ans', 60, 3],
      ['secret_2.in', 'secret_2.ans', 60, 3],
    ]);
    expect(stored.problem).toMatchObject({ ioScore: 100, author: 'root' });
    expect(stored.data.get('sample_1.in')).toBe('1\n');
    const rows = await server.ctx.db.select().from(file).where(eq(file.name, image.name));
    expect(rows).toMatchObject([{ type: 'md', uid: '1', mime: 'image/png' }]);
  });

  it('replaces an existing problem in place, keeping its ID when none is given', async () => {
    const before = (await storedProblem(server, token, pid)).problem;
    const result = await storeImportedProblems(server.ctx, rootUser, [
      pkg(
        { replace: pid, cases: [{ input: 'secret/2.in', output: 'secret/2.ans' }] },
        { problemId: '', title: 'Squares II', type: 0, judgeCaseMode: 'default' },
      ),
    ]);
    expect(result.problems).toEqual([{ pid, problemId: 'SQ', title: 'Squares II' }]);
    const after = await storedProblem(server, token, pid);
    expect(after.problem).toMatchObject({ title: 'Squares II', problemId: 'SQ', type: 0 });
    expect(Number(after.problem.caseVersion)).toBeGreaterThan(Number(before.caseVersion));
    expect(Object.fromEntries(after.data)).toEqual({ 'secret_2.in': '3\n', 'secret_2.ans': '9\n' });
  });

  it('refuses a case file outside its folder, or a missing problem to replace, and writes nothing', async () => {
    const state = await bankState(server);
    await expect(
      storeImportedProblems(server.ctx, rootUser, [pkg({ cases: [{ input: '../x.in', output: 'secret/1.ans' }] })]),
    ).rejects.toThrow('squares: the test file ../x.in is missing');
    await expect(storeImportedProblems(server.ctx, rootUser, [pkg({ replace: 99999 }, { problemId: 'NEW' })])).rejects.toThrow(
      'squares: the problem does not exist',
    );
    await expect(storeImportedProblems(server.ctx, rootUser, [])).rejects.toThrow('The archive holds no problem: check its layout');
    expect(await bankState(server)).toEqual(state);
  });

  it('leaves no blob of its own when its transaction fails, and keeps the blobs other problems share', async () => {
    const state = await bankState(server);
    const data = 'only this import has these bytes\n';
    await writeFile(join(dir, 'secret', 'own.in'), data);
    const image = publicImage(pngBytes(3, 7))!;
    const hash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
    const shared = await server.ctx.blobs.get(hash('3\n'));
    expect(shared).not.toBeNull();
    const failing = pkg(
      {
        images: [image],
        cases: [{ input: 'secret/own.in', output: 'secret/2.in', score: 100, groupNum: 1 }],
        afterStore: () => Promise.reject(new Error('the transaction fails')),
      },
      { problemId: 'LEFT', judgeCaseMode: 'default' },
    );
    await expect(storeImportedProblems(server.ctx, rootUser, [failing])).rejects.toThrow('the transaction fails');
    expect(await server.ctx.blobs.get(hash(data))).toBeNull();
    expect(await server.ctx.blobs.get(hash(image.bytes))).toBeNull();
    // Data another problem stores stays; nothing is left staged.
    expect(await server.ctx.blobs.get(hash('3\n'))).toEqual(shared);
    expect(await readdir(join(server.ctx.config.dataDir, 'files', 'tmp'))).toEqual([]);
    expect(await bankState(server)).toEqual(state);
  });
});
