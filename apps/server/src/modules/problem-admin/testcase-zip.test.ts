import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { Role, evenScores, type ProblemDTO, type UploadedTestcase } from '@arbiter/contract';
import type { ZipLimits } from '../../config.ts';
import { expiring, problem, problemCase } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, localOffset, problemForm, tamperZip, uploadZip, zipOf, type ZipEntry } from '../../../test/problem-admin.ts';

const MB = 1024 * 1024;
// Lowered so that every limit can be passed with a few megabytes.
const LIMITS: ZipLimits = { maxUploadBytes: 5 * MB, maxEntries: 20, maxEntryBytes: 2 * MB, maxTotalBytes: 3 * MB, maxRatio: 50 };

let server: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let student: TestUser;
let lids: number[];

beforeAll(async () => {
  server = await startTestServer({ testcaseZip: LIMITS });
  admin = await addUser(server, 'tz-admin', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'tz-admin2', { role: Role.ADMIN });
  student = await addUser(server, 'tz-student');
  lids = await languageIds(server, ['C++']);
});
afterAll(async () => {
  await server.close();
});

const upload = (bytes: Buffer, opts: Parameters<typeof uploadZip>[3] = {}, token: string | null = admin.token) =>
  uploadZip(server, token, bytes, opts);

/** Files in the blob store (staging included) and upload listings: a refusal must add none. */
async function kept(): Promise<number[]> {
  const root = join(server.ctx.config.dataDir, 'files');
  const dirs = await readdir(root).catch(() => [] as string[]);
  let files = 0;
  for (const d of dirs) files += (await readdir(join(root, d))).length;
  const listings = (await server.ctx.db.select({ n: count() }).from(expiring).where(eq(expiring.kind, 'testcase_upload')))[0]!.n;
  return [files, listings];
}

async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
    files.set(entry.fileName, Buffer.concat(chunks).toString());
  }
  return files;
}

const CASES: ZipEntry[] = [
  { name: '10.in', data: '10\n' },
  { name: '10.out', data: '100\n' },
  { name: '1.in', data: '1 2\r\n3 4\r\n' },
  { name: '1.out', data: '3\r\n7\r\n' },
  { name: '2.in', data: '2\n' },
  { name: '2.ans', data: '4\n' },
  { name: 'input3.txt', data: '3\n' },
  { name: 'output3.txt', data: '9\n' },
  { name: '4.in', data: '4\n' },
  { name: 'readme.md', data: 'not a test case' },
];

const EXPECTED_LIST = [
  { input: '1.in', output: '1.out' },
  { input: '2.in', output: '2.ans' },
  { input: '4.in', output: '4.out' },
  { input: '10.in', output: '10.out' },
  { input: 'input3.txt', output: 'output3.txt' },
];

function uploadedForm(
  fileList: UploadedTestcase[],
  dir: string | null,
  patch: Partial<ProblemDTO> = {},
  p: Partial<ProblemDTO['problem']> = {},
) {
  const scores = evenScores(fileList.length);
  const samples = fileList.map((f, i) => ({ ...f, score: scores[i] }));
  return problemForm(lids, { isUploadTestCase: true, uploadTestcaseDir: dir, samples, ...patch }, { type: 1, ...p });
}

describe('POST /api/file/upload-testcase-zip', () => {
  it('is for admins (HTTP 401 without a token, 403 for a student)', async () => {
    const zip = await zipOf(CASES);
    expect((await upload(zip, {}, null)).http).toBe(401);
    expect((await upload(zip, {}, student.token)).http).toBe(403);
  });

  it('pairs the files, orders them, and keeps them LF-normalised for two hours', async () => {
    const res = await upload(await zipOf(CASES));
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Upload Testcase Successfully' });
    expect(res.data.fileList).toEqual(EXPECTED_LIST);
    expect(res.data.fileListDir).toMatch(/^[0-9a-f]{32}$/);
    const listing = await server.ctx.expiring.get('testcase_upload', res.data.fileListDir);
    const files = JSON.parse(listing!.value).files as { input: string; inputHash: string; outputHash: string; outputSize: number }[];
    expect((await server.ctx.blobs.get(files[0]!.inputHash))!.toString()).toBe('1 2\n3 4\n');
    expect((await server.ctx.blobs.get(files[0]!.outputHash))!.toString()).toBe('3\n7\n');
    // 4.in had no output: an empty one stands in.
    expect(files[2]).toMatchObject({ input: '4.in', outputSize: 0 });
    const ttl = listing!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(7100_000);
    expect(ttl).toBeLessThanOrEqual(7200_000);
  });

  it('gives group 1 to every case in subtask modes', async () => {
    const res = await upload(await zipOf(CASES.slice(0, 4)), { mode: 'subtask_lowest' });
    expect(res.data.fileList).toEqual([
      { input: '1.in', output: '1.out', groupNum: 1 },
      { input: '10.in', output: '10.out', groupNum: 1 },
    ]);
    expect(await upload(await zipOf(CASES), { mode: 'nope' })).toMatchObject({ http: 400 });
  });

  describe('refuses with HTTP 400 and keeps nothing', () => {
    const tampered = (entries: ZipEntry[], change: Parameters<typeof tamperZip>[2]) => async () =>
      tamperZip(await zipOf(entries), 0, change);
    const big = (size: number) => randomBytes(size);
    const attacks: [string, () => Promise<Buffer>, RegExp, { filename?: string; field?: string }?][] = [
      ['a zip-slip name', tampered([{ name: 'AA/x.in', data: 'x' }], { name: '../x.in' }), /"..\/x.in" leads out of the folder/],
      ['an absolute path', tampered([{ name: 'Aetc_x.in', data: 'x' }], { name: '/etc/x.in' }), /"\/etc\/x.in" is an absolute path/],
      ['a backslash', tampered([{ name: 'aax.in', data: 'x' }], { name: 'a\\x.in' }), /holds a backslash/],
      ['a drive letter', tampered([{ name: 'Ccx.in', data: 'x' }], { name: 'C:x.in' }), /"C:x.in" starts with a drive letter/],
      ['a control character', tampered([{ name: 'axb.in', data: 'x' }], { name: 'a\nb.in' }), /holds a control character/],
      ['a symbolic link', () => zipOf([{ name: '1.in', data: '/etc/passwd', mode: 0o120777 }]), /"1.in" is a symbolic link/],
      ['a file in a folder', () => zipOf([{ name: 'dir/1.in', data: '1' }]), /"dir\/1.in" is in a folder/],
      [
        'a folder entry',
        () =>
          zipOf([
            { name: 'dir', directory: true },
            { name: '1.in', data: '1' },
          ]),
        /"dir\/" is in a folder/,
      ],
      [
        'more entries than allowed',
        () => zipOf(Array.from({ length: 21 }, (_, i) => ({ name: `${i}.in`, data: `${i}` }))),
        /it holds 21 entries, more than 20/,
      ],
      [
        'the same name twice',
        () =>
          zipOf([
            { name: '1.in', data: 'a' },
            { name: '1.in', data: 'b' },
          ]),
        /"1.in" appears twice/,
      ],
      [
        'an entry larger than allowed',
        () => zipOf([{ name: '1.in', data: big(2 * MB + 1), compress: false }]),
        /"1.in" is larger than 2 MB/,
      ],
      [
        'an entry whose header hides its size',
        tampered([{ name: '1.in', data: Buffer.alloc(2 * MB + 1, 'a') }], { uncompressedSize: 1000 }),
        /^The zip (was refused|is damaged)/,
      ],
      [
        'more bytes in all than allowed',
        () => zipOf([1, 2, 3].map((i) => ({ name: `${i}.in`, data: big(1.2 * MB), compress: false }))),
        /larger than 3 MB in all/,
      ],
      ['a compression bomb', () => zipOf([{ name: '1.in', data: Buffer.alloc(1.5 * MB) }]), /"1.in" is compressed more than 50 to 1/],
      [
        'entries sharing their bytes',
        async () => {
          const zip = await zipOf([
            { name: '1.in', data: 'same' },
            { name: '2.in', data: 'same' },
          ]);
          return tamperZip(zip, 1, { localAt: localOffset(zip, 0) });
        },
        /"1.in" and "2.in" share their bytes/,
      ],
      ['an encrypted entry', tampered([{ name: '1.in', data: 'x' }], { flags: 1 }), /"1.in" is encrypted/],
      ['a file that is not a zip', async () => Buffer.from('PK but not really a zip'), /^The file is not a valid zip$/],
      ['a name that is not .zip', () => zipOf(CASES), /^Please upload a .zip file$/, { filename: 'cases.rar' }],
      ['a zip without test cases', () => zipOf([{ name: 'readme.md', data: 'x' }]), /^No test case was found in the zip/],
      ['a case file with an odd name', () => zipOf([{ name: 'my case.in', data: 'x' }]), /"my case.in" is not a plain file name/],
      ['another field than file', () => zipOf(CASES), /^Please choose a file to upload$/, { field: 'image' }],
      ['an upload over the size limit', async () => big(5 * MB + 10), /^File size exceeded$/],
    ];
    for (const [name, build, msg, opts] of attacks) {
      it(name, async () => {
        const before = await kept();
        const res = await upload(await build(), opts ?? {});
        expect(res.http, res.msg).toBe(400);
        expect(res.status).toBe(400);
        expect(res.msg).toMatch(msg);
        expect(await kept()).toEqual(before);
      });
    }
  });
});

describe('problems with uploaded cases', () => {
  let pid: number;
  let fileList: UploadedTestcase[];
  let dir: string;

  beforeAll(async () => {
    const res = await upload(await zipOf(CASES));
    fileList = res.data.fileList;
    dir = res.data.fileListDir;
  });

  const problemRow = async () => (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0]!;
  const edit = (body: ProblemDTO) => {
    body.problem.id = pid;
    body.problem.problemId = `P${pid}`;
    return server.call('PUT', '/api/admin/problem', { token: admin.token, body });
  };

  it('are saved from the upload, keeping the file names, hashes and sizes', async () => {
    // Saved in reverse: the seq follows the form, get-problem-cases orders by name.
    const res = await server.call('POST', '/api/admin/problem', { token: admin.token, body: uploadedForm([...fileList].reverse(), dir) });
    expect(res.status, res.msg).toBe(200);
    pid = res.data.pid;
    expect(await problemRow()).toMatchObject({ isUploadCase: true, ioScore: 100, type: 1 });
    const rows = await server.ctx.db.select().from(problemCase).where(eq(problemCase.pid, pid)).orderBy(asc(problemCase.seq));
    expect(rows.map((r) => [r.input, r.output, r.score])).toEqual([
      ['input3.txt', 'output3.txt', 20],
      ['10.in', '10.out', 20],
      ['4.in', '4.out', 20],
      ['2.in', '2.ans', 20],
      ['1.in', '1.out', 20],
    ]);
    expect(rows[4]).toMatchObject({ inputSize: 8, outputSize: 4 });
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.inputHash) && /^[0-9a-f]{64}$/.test(r.outputHash))).toBe(true);

    const listed = await server.call('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid, isUpload: true } });
    expect(listed.data.map((c: { input: string }) => c.input)).toEqual(['1.in', '2.in', '4.in', '10.in', 'input3.txt']);
  });

  it('download-testcase gives the cases back as a zip under their names, LF-normalised', async () => {
    const res = await fetch(`${server.url}/api/file/download-testcase?pid=${pid}`, { headers: { authorization: admin.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-download');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment;filename=problem_${pid}_testcase_\\d+\\.zip$`));
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual([
      '1.in',
      '1.out',
      '10.in',
      '10.out',
      '2.ans',
      '2.in',
      '4.in',
      '4.out',
      'input3.txt',
      'output3.txt',
    ]);
    expect(files.get('1.in')).toBe('1 2\n3 4\n');
    expect(files.get('1.out')).toBe('3\n7\n');
    expect(files.get('4.out')).toBe('');
    const other = await server.call('GET', '/api/file/download-testcase', { token: otherAdmin.token, query: { pid } });
    expect(other).toMatchObject({ http: 200, status: 403 });
  });

  it('download-testcase needs a token (HTTP 401) and an admin role (HTTP 403)', async () => {
    expect((await server.call('GET', '/api/file/download-testcase', { query: { pid } })).http).toBe(401);
    expect(await server.call('GET', '/api/file/download-testcase', { token: student.token, query: { pid } })).toMatchObject({
      http: 403,
      status: 403,
    });
  });

  it('an edit without a new upload keeps the files; only changed scores move the case version', async () => {
    const version = (await problemRow()).caseVersion;
    const listed = (await server.call('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid } })).data as {
      id: number;
      input: string;
      output: string;
    }[];
    const same = listed.map((c) => ({ id: c.id, input: c.input, output: c.output }));
    // The same cases in the same order as saved (reverse) and the same scores: nothing changes.
    const saved = [...same].sort((a, b) => a.id - b.id);
    expect((await edit(uploadedForm(saved, null))).status).toBe(200);
    expect((await problemRow()).caseVersion).toBe(version);
    const rescored = saved.map((c, i) => ({ ...c, score: i === 0 ? 60 : 10 }));
    expect((await edit(problemForm(lids, { isUploadTestCase: true, samples: rescored }, { type: 1 }))).status).toBe(200);
    const after = await problemRow();
    expect(after.ioScore).toBe(100);
    expect(Number(after.caseVersion)).toBeGreaterThan(Number(version));
    const ids = (await server.ctx.db.select({ id: problemCase.id }).from(problemCase).where(eq(problemCase.pid, pid))).map((r) => r.id);
    expect(ids.sort()).toEqual(saved.map((c) => c.id).sort());
  });

  it('an edit naming a file the problem does not have is refused', async () => {
    const res = await edit(
      problemForm(lids, { isUploadTestCase: true, samples: [{ input: '9.in', output: '9.out', score: 100 }] }, { type: 1 }),
    );
    expect(res).toMatchObject({ status: 400, msg: 'The test case 9.in / 9.out was not found: please upload the test cases' });
  });

  it("an upload is the uploader's: another admin cannot save with it", async () => {
    const res = await server.call('POST', '/api/admin/problem', { token: otherAdmin.token, body: uploadedForm(fileList, dir) });
    expect(res).toMatchObject({ status: 400, msg: 'The uploaded test cases have expired or are unknown: please upload them again' });
  });

  it('a re-upload of the same data changes nothing', async () => {
    const version = (await problemRow()).caseVersion;
    const rows = await server.ctx.db.select().from(problemCase).where(eq(problemCase.pid, pid)).orderBy(asc(problemCase.seq));
    const again = await upload(await zipOf(CASES));
    const samples = rows.map((r) => ({ input: r.input, output: r.output, score: r.score }));
    const body = problemForm(lids, { isUploadTestCase: true, uploadTestcaseDir: again.data.fileListDir, samples }, { type: 1 });
    expect((await edit(body)).status).toBe(200);
    expect((await problemRow()).caseVersion).toBe(version);
  });

  it('download-testcase names hand-entered cases N.in and N.out', async () => {
    const created = await server.call('POST', '/api/admin/problem', { token: admin.token, body: problemForm(lids) });
    const res = await fetch(`${server.url}/api/file/download-testcase?pid=${created.data.pid}`, {
      headers: { authorization: admin.token },
    });
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(Object.fromEntries(files)).toEqual({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '5 7\n', '2.out': '12\n' });
  });
});
