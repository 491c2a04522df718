import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ProblemDTO } from '@arbiter/contract';
import { checkerCompile, codeTemplate, judge, problem, problemCase, problemLanguage, problemTag, tag } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { recordCompiledChecker } from '../judgehost/compile.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let otherAdmin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;
let lids: number[];

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'pa-admin', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'pa-admin2', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'pa-padmin', { role: Role.PROBLEM_ADMIN });
  student = await addUser(server, 'pa-student');
  lids = await languageIds(server, ['C', 'C++', 'Python3']);
});
afterAll(async () => {
  await server.close();
});

const create = (token: string | null, body: unknown) => server.call('POST', '/api/admin/problem', { token, body });
const edit = (token: string | null, body: unknown) => server.call('PUT', '/api/admin/problem', { token, body });
const remove = (token: string | null, pid: number) => server.call('DELETE', '/api/admin/problem', { token, query: { pid } });
const form = (patch: Partial<ProblemDTO> = {}, p: Partial<ProblemDTO['problem']> = {}) => problemForm(lids, patch, p);

async function created(token: string, body: ProblemDTO = form()): Promise<{ pid: number; problemId: string }> {
  const res = await create(token, body);
  expect(res, res.msg).toMatchObject({ http: 200, status: 200 });
  return res.data as { pid: number; problemId: string };
}

async function row(pid: number) {
  return (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0];
}

type Counted = typeof problem | typeof problemCase | typeof problemLanguage | typeof problemTag | typeof tag | typeof codeTemplate;

/** Row counts of every table a save writes: a refusal must leave them as they were. */
async function tableCounts(): Promise<number[]> {
  const tables: Counted[] = [problem, problemCase, problemLanguage, problemTag, tag, codeTemplate];
  return Promise.all(tables.map(async (t) => (await server.ctx.db.select({ n: count() }).from(t))[0]!.n));
}

describe('POST /api/admin/problem', () => {
  it('needs a token (HTTP 401) and an admin role (HTTP 403)', async () => {
    expect((await create(null, form())).http).toBe(401);
    expect(await create(student.token, form())).toMatchObject({ http: 403, status: 403 });
  });

  it('creates a problem with its cases, languages, tags and templates', async () => {
    const body = form(
      { tags: [{ name: 'math', color: '#409eff' }], codeTemplates: [{ lid: lids[1]!, code: 'int main() {}', status: true }] },
      { problemId: ' ab-100 ', judgeExtraFile: '{"testlib.h":"// header"}' },
    );
    const before = Date.now();
    const res = await create(admin.token, body);
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Create Successfully' });
    const { pid, problemId } = res.data;
    expect(problemId).toBe('AB-100');
    const saved = (await row(pid))!;
    expect(saved).toMatchObject({
      problemId: 'AB-100',
      title: 'A + B',
      author: 'pa-admin',
      modifiedUser: 'pa-admin',
      type: 0,
      auth: 2,
      ioScore: 100,
      isUploadCase: false,
      isGroup: false,
      judgeExtraFile: '{"testlib.h":"// header"}',
    });
    expect(Number(saved.caseVersion)).toBeGreaterThanOrEqual(before);
    const langs = await server.ctx.db.select().from(problemLanguage).where(eq(problemLanguage.pid, pid));
    expect(langs.map((l) => l.lid).sort()).toEqual([...lids].sort());
    const tags = await server.ctx.db.select().from(tag).innerJoin(problemTag, eq(problemTag.tid, tag.id)).where(eq(problemTag.pid, pid));
    expect(tags.map((t) => [t.tag.name, t.tag.oj, t.tag.color])).toEqual([['math', 'ME', '#409eff']]);
    // A private problem: its author reads what students will get once it is public.
    const templates = await server.call('GET', '/api/get-problem-code-template', { token: admin.token, query: { pid } });
    expect(templates.data).toMatchObject([{ pid, lid: lids[1], code: 'int main() {}', status: true }]);
    const languages = await server.call('GET', '/api/get-problem-languages', { token: admin.token, query: { pid } });
    expect(languages.data.map((l: { name: string }) => l.name)).toEqual(['C', 'C++', 'Python3']);
  });

  it('names a problem without an ID P{id}', async () => {
    const { pid, problemId } = await created(admin.token);
    expect(problemId).toBe(`P${pid}`);
    expect((await row(pid))!.problemId).toBe(`P${pid}`);
  });

  it('refuses a blank ID when P{id} is already another problem’s ID, creating nothing', async () => {
    const { pid } = await created(admin.token);
    // This one takes the row id pid + 1 and the name the next blank problem would get.
    await created(admin.token, form({}, { problemId: `P${pid + 2}` }));
    const before = await tableCounts();
    expect(await create(admin.token, form())).toMatchObject({
      status: 400,
      msg: `The problem ID P${pid + 2} is already taken: please give the problem an ID`,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses an ID already used, whatever its case, and creates nothing', async () => {
    await created(admin.token, form({}, { problemId: 'dup-1' }));
    const before = await tableCounts();
    const res = await create(admin.token, form({ tags: [{ name: 'fresh-tag' }] }, { problemId: 'Dup-1' }));
    expect(res).toMatchObject({ http: 200, status: 400, msg: 'The problem ID DUP-1 already exists' });
    expect(await tableCounts()).toEqual(before);
  });

  it('reuses an existing tag of the same name and links existing tags by id', async () => {
    const a = await created(admin.token, form({ tags: [{ name: 'graphs' }] }));
    const rows = await server.ctx.db.select().from(tag).where(eq(tag.name, 'graphs'));
    const b = await created(admin.token, form({ tags: [{ name: 'graphs' }, { id: rows[0]!.id, name: 'graphs (by id)' }] }));
    expect(await server.ctx.db.select().from(tag).where(eq(tag.name, 'graphs'))).toHaveLength(1);
    const links = await server.ctx.db.select().from(problemTag).where(eq(problemTag.tid, rows[0]!.id));
    expect(links.map((l) => l.pid).sort()).toEqual([a.pid, b.pid].sort());
  });

  it('links a new tag to an existing one whose name differs only in case', async () => {
    const made = await server.call('POST', '/api/admin/tag', { token: root, body: { name: 'DP' } });
    expect(made.status, made.msg).toBe(200);
    const { pid } = await created(admin.token, form({ tags: [{ name: 'Dp' }] }));
    const links = await server.ctx.db.select().from(problemTag).where(eq(problemTag.pid, pid));
    expect(links.map((l) => l.tid)).toEqual([made.data.id]);
    expect(
      await server.ctx.db
        .select()
        .from(tag)
        .where(sql`lower(${tag.name}) = 'dp'`),
    ).toHaveLength(1);
  });

  it("refuses a remote judge's tag by id (a tag must be of the problem's bank), creating nothing", async () => {
    const remote = await server.call('POST', '/api/admin/tag', { token: root, body: { name: 'cf-only', oj: 'CF' } });
    expect(remote.status, remote.msg).toBe(200);
    const before = await tableCounts();
    expect(await create(admin.token, form({ tags: [{ id: remote.data.id, name: 'cf-only' }] }))).toMatchObject({
      status: 400,
      msg: `Unknown tag id: ${remote.data.id}`,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('lets only root and problem admins make a problem public (body 403 otherwise)', async () => {
    const before = await tableCounts();
    const res = await create(admin.token, form({}, { auth: 1 }));
    expect(res).toMatchObject({ http: 200, status: 403, msg: 'Only a super admin or a problem admin can make a problem public' });
    expect(await tableCounts()).toEqual(before);
    expect((await row((await created(problemAdmin.token, form({}, { auth: 1 }))).pid))!.auth).toBe(1);
    expect((await row((await created(root, form({}, { auth: 1 }))).pid))!.auth).toBe(1);
  });

  describe('refuses invalid forms with HTTP 400, changing nothing', () => {
    const many = '<input>1</input><output>1</output>'.repeat(3);
    const oi = { type: 1 as const };
    const one = [{ input: '1', output: '1' }];
    const invalid: [string, () => unknown, string][] = [
      ['no title', () => form({}, { title: ' ' }), 'Title is required'],
      ['no input description', () => form({}, { input: '' }), 'Input description is required'],
      ['no output description', () => form({}, { output: null }), 'Output description is required'],
      ['a time limit of 0', () => form({}, { timeLimit: 0 }), 'The time limit must be an integer from 1 to 30000 (ms)'],
      ['a memory limit over 4096 MB', () => form({}, { memoryLimit: 5000 }), 'The memory limit must be an integer from 1 to 4096 (MB)'],
      ['a stack above the memory', () => form({}, { memoryLimit: 64, stackLimit: 128 }), 'The stack limit can not exceed the memory limit'],
      ['an unknown type', () => form({}, { type: 2 as 0 }), 'The problem type must be 0 (ACM) or 1 (OI)'],
      ['an unknown auth', () => form({}, { auth: 4 as 1 }), 'The problem auth must be 1 (public), 2 (private) or 3 (contest)'],
      ['an unknown difficulty', () => form({}, { difficulty: 3 as 0 }), 'The difficulty must be 0 (easy), 1 (mid) or 2 (hard)'],
      ['a problem ID with a slash', () => form({}, { problemId: 'a/b' }), "The problem ID may hold only letters, digits, '-' and '_'"],
      ['spj without code', () => form({ judgeMode: 'spj' }), 'The special judge code is required'],
      [
        'an interactor in Java',
        () => form({ judgeMode: 'interactive' }, { spjCode: 'x', spjLanguage: 'Java' }),
        'The interactor language must be C or C++',
      ],
      [
        'ergodic_without_error for OI',
        () => form({ samples: [{ input: '1', output: '1', score: 100 }] }, { ...oi, judgeCaseMode: 'ergodic_without_error' }),
        'The case mode ergodic_without_error is for ACM problems only',
      ],
      ['a subtask mode for ACM', () => form({}, { judgeCaseMode: 'subtask_lowest' }), 'Subtask case modes are for OI problems only'],
      [
        'file IO with one name',
        () => form({}, { isFileIO: true, ioReadFileName: 'in.txt' }),
        'File IO needs both the input and the output file names',
      ],
      [
        'a file IO name with a path',
        () => form({}, { isFileIO: true, ioReadFileName: '/tmp/in.txt', ioWriteFileName: 'out.txt' }),
        "A file IO name must be a plain file name of at most 100 characters (letters, digits, '.', '_' or '-')",
      ],
      ['no test case', () => form({ samples: [] }), 'At least one test case is required'],
      ['no upload', () => form({ samples: [], isUploadTestCase: true }), 'Please upload the test cases'],
      ['an empty test case', () => form({ samples: [{ input: '', output: '' }] }), 'Each test case needs an input or an output'],
      ['an OI case without score', () => form({ samples: one }, oi), 'The score of each test case must be an integer from 0 to 1000000'],
      [
        'a negative OI score',
        () => form({ samples: [{ input: '1', output: '1', score: -5 }] }, oi),
        'The score of each test case must be an integer from 0 to 1000000',
      ],
      [
        'a subtask case without group',
        () => form({ samples: [{ input: '1', output: '1', score: 5 }] }, { ...oi, judgeCaseMode: 'subtask_average' }),
        'In subtask modes each test case needs a group number (an integer of at least 1)',
      ],
      ['no language', () => form({ languages: [] }), 'At least one language is required'],
      [
        'an empty enabled template',
        () => form({ codeTemplates: [{ lid: lids[0]!, code: ' ', status: true }] }),
        'An enabled code template can not be empty',
      ],
      ['duplicate tags', () => form({ tags: [{ name: 'dp' }, { name: 'dp' }] }), 'Add Tag Error: the tag "dp" is given twice'],
      ['three examples', () => form({}, { examples: many }), 'At most 2 examples'],
      [
        'an extra file named with a path',
        () => form({}, { userExtraFile: '{"../x.h":"int x;"}' }),
        "User extra file \"../x.h\" must be a plain file name of at most 100 characters (letters, digits, '.', '_' or '-')",
      ],
      ['no problem at all', () => ({ samples: one }), 'The required request parameters are missing: problem'],
      ['malformed JSON', () => '{"problem":', 'Failed to parse parameter format!'],
    ];
    for (const [name, body, msg] of invalid) {
      it(name, async () => {
        const before = await tableCounts();
        const res = await create(root, body());
        expect(res).toMatchObject({ http: 400, status: 400, msg });
        expect(await tableCounts()).toEqual(before);
      });
    }

    it('unknown languages or tags, or an unknown upload (body 400)', async () => {
      const before = await tableCounts();
      expect(await create(root, form({ languages: [{ id: 999_999 }] }))).toMatchObject({ status: 400, msg: 'Unknown language id: 999999' });
      expect(await create(root, form({ tags: [{ id: 999_999, name: 'x' }] }))).toMatchObject({
        status: 400,
        msg: 'Unknown tag id: 999999',
      });
      const upload = form({ isUploadTestCase: true, uploadTestcaseDir: 'f'.repeat(32), samples: [{ input: '1.in', output: '1.out' }] });
      expect(await create(root, upload)).toMatchObject({
        status: 400,
        msg: 'The uploaded test cases have expired or are unknown: please upload them again',
      });
      expect(await tableCounts()).toEqual(before);
    });
  });
});

describe('GET /api/admin/problem', () => {
  it('gives the problem to its author, root and problem admins only', async () => {
    const { pid } = await created(admin.token, form({}, { problemId: 'GET-1' }));
    const mine = await server.call('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
    expect(mine).toMatchObject({ status: 200, data: { id: pid, problemId: 'GET-1', author: 'pa-admin', input: 'Two integers a and b.' } });
    expect(typeof mine.data.gmtCreate).toBe('string');
    // A problem saved without a hint answers an empty one, which the contract's client edits as text.
    expect(mine.data.hint).toBe('');
    for (const token of [root, problemAdmin.token]) {
      expect((await server.call('GET', '/api/admin/problem', { token, query: { pid } })).status).toBe(200);
    }
    const other = await server.call('GET', '/api/admin/problem', { token: otherAdmin.token, query: { pid } });
    expect(other).toMatchObject({ http: 200, status: 403 });
    expect(await server.call('GET', '/api/admin/problem', { token: root, query: { pid: 999_999 } })).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect(await server.call('GET', '/api/admin/problem', { token: root })).toMatchObject({
      http: 400,
      msg: 'The required request parameters are missing: pid',
    });
  });
});

describe('PUT /api/admin/problem', () => {
  it('saves the author’s edit and records who changed it', async () => {
    const { pid } = await created(admin.token, form({}, { problemId: 'EDIT-1' }));
    const res = await edit(admin.token, form({}, { id: pid, problemId: 'EDIT-1', title: 'A + B (edited)', timeLimit: 2000 }));
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Update Successfully' });
    expect(await row(pid)).toMatchObject({ title: 'A + B (edited)', timeLimit: 2000, author: 'pa-admin', modifiedUser: 'pa-admin' });
    await edit(problemAdmin.token, form({}, { id: pid, problemId: 'EDIT-1', title: 'by the problem admin' }));
    expect(await row(pid)).toMatchObject({ title: 'by the problem admin', author: 'pa-admin', modifiedUser: 'pa-padmin' });
    expect((await edit(root, form({}, { id: pid, problemId: 'EDIT-1', title: 'by root' }))).status).toBe(200);
  });

  it("refuses another admin's edit with body 403 and changes nothing", async () => {
    const { pid } = await created(admin.token, form({}, { problemId: 'EDIT-2' }));
    const before = await row(pid);
    const res = await edit(otherAdmin.token, form({}, { id: pid, problemId: 'EDIT-2', title: 'hijacked' }));
    expect(res).toMatchObject({
      http: 200,
      status: 403,
      msg: 'Only the author of the problem, a super admin or a problem admin can manage it',
    });
    expect(await row(pid)).toEqual(before);
    expect((await edit(student.token, form({}, { id: pid }))).http).toBe(403);
    expect((await edit(null, form({}, { id: pid }))).http).toBe(401);
    expect(await row(pid)).toEqual(before);
  });

  it('needs the problem id and an existing problem', async () => {
    expect(await edit(root, form())).toMatchObject({ http: 400, msg: 'The required request parameters are missing: problem.id' });
    expect(await edit(root, form({}, { id: 999_999 }))).toMatchObject({ http: 200, status: 404 });
  });

  it('refuses an invalid edit and a taken ID without changing anything', async () => {
    const { pid } = await created(admin.token, form({}, { problemId: 'EDIT-3' }));
    await created(admin.token, form({}, { problemId: 'EDIT-4' }));
    const before = await row(pid);
    const counts = await tableCounts();
    expect(await edit(admin.token, form({ languages: [] }, { id: pid, problemId: 'EDIT-3' }))).toMatchObject({ http: 400 });
    expect(await edit(admin.token, form({}, { id: pid, problemId: 'edit-4' }))).toMatchObject({
      status: 400,
      msg: 'The problem ID EDIT-4 already exists',
    });
    expect(await row(pid)).toEqual(before);
    expect(await tableCounts()).toEqual(counts);
  });

  it('renaming rewrites the display id of the problem’s submissions', async () => {
    const { pid } = await created(admin.token, form({}, { problemId: 'OLD-NAME' }));
    const submission = { pid, uid: admin.uid, username: admin.username, language: 'C', code: 'int main(){}' };
    await server.ctx.db.insert(judge).values([
      { ...submission, displayPid: 'OLD-NAME' },
      { ...submission, displayPid: 'OLD-NAME' },
      // A contest submission shows the contest's display id: left alone.
      { ...submission, displayPid: 'A', cid: 7 },
    ]);
    expect((await edit(admin.token, form({}, { id: pid, problemId: 'new-name' }))).status).toBe(200);
    expect((await row(pid))!.problemId).toBe('NEW-NAME');
    const rows = await server.ctx.db.select({ displayPid: judge.displayPid }).from(judge).where(eq(judge.pid, pid));
    expect(rows.map((r) => r.displayPid).sort()).toEqual(['A', 'NEW-NAME', 'NEW-NAME']);
    // A blank ID on edit is P{id}.
    expect((await edit(admin.token, form({}, { id: pid, problemId: '' }))).status).toBe(200);
    expect((await row(pid))!.problemId).toBe(`P${pid}`);
  });

  it('replaces languages, tags and templates, keeping template ids', async () => {
    const { pid } = await created(
      admin.token,
      form({ tags: [{ name: 'edit-tag-a' }], codeTemplates: [{ lid: lids[0]!, code: 'v1', status: true }] }),
    );
    const [first] = await server.ctx.db.select().from(codeTemplate).where(eq(codeTemplate.pid, pid));
    const res = await edit(
      admin.token,
      problemForm(
        [lids[0]!],
        { tags: [{ name: 'edit-tag-b' }], codeTemplates: [{ lid: lids[0]!, code: 'v2', status: false }] },
        { id: pid, problemId: `P${pid}` },
      ),
    );
    expect(res.status).toBe(200);
    const langs = await server.ctx.db.select().from(problemLanguage).where(eq(problemLanguage.pid, pid));
    expect(langs.map((l) => l.lid)).toEqual([lids[0]]);
    const tags = await server.ctx.db.select().from(tag).innerJoin(problemTag, eq(problemTag.tid, tag.id)).where(eq(problemTag.pid, pid));
    expect(tags.map((t) => t.tag.name)).toEqual(['edit-tag-b']);
    const templates = await server.ctx.db.select().from(codeTemplate).where(eq(codeTemplate.pid, pid));
    expect(templates).toMatchObject([{ id: first!.id, code: 'v2', status: false }]);
    // A disabled template is not offered to students.
    expect((await server.call('GET', '/api/get-problem-code-template', { token: admin.token, query: { pid } })).data).toEqual([]);
  });

  it('a plain admin may keep a public problem public but not make a private one public', async () => {
    const pub = await created(root, form({}, { auth: 1 }));
    await server.ctx.db.update(problem).set({ author: admin.username }).where(eq(problem.id, pub.pid));
    expect((await edit(admin.token, form({}, { id: pub.pid, problemId: pub.problemId, auth: 1, title: 'still public' }))).status).toBe(200);
    const priv = await created(admin.token);
    expect(await edit(admin.token, form({}, { id: priv.pid, problemId: priv.problemId, auth: 1 }))).toMatchObject({ status: 403 });
    expect((await row(priv.pid))!.auth).toBe(2);
  });
});

describe('GET /api/admin/problem/get-problem-code-templates', () => {
  const read = (token: string | null, pid: number) =>
    server.call('GET', '/api/admin/problem/get-problem-code-templates', { token, query: { pid } });

  it('gives every template, disabled ones too, to the author and managers only', async () => {
    const templates = [
      { lid: lids[0]!, code: '// on', status: true },
      { lid: lids[1]!, code: '// off', status: false },
    ];
    const { pid } = await created(admin.token, form({ codeTemplates: templates }));
    for (const token of [admin.token, problemAdmin.token, root]) {
      const res = await read(token, pid);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject(templates.map((t) => ({ pid, ...t })));
    }
    expect((await read(null, pid)).http).toBe(401);
    expect((await read(student.token, pid)).http).toBe(403);
    expect(await read(otherAdmin.token, pid)).toMatchObject({ http: 200, status: 403 });
    expect(await read(root, 999_999)).toMatchObject({ status: 404 });
  });

  it('lets an edit that sends back what it read keep a disabled template', async () => {
    const { pid, problemId } = await created(
      admin.token,
      form({
        codeTemplates: [
          { lid: lids[0]!, code: '// on', status: true },
          { lid: lids[1]!, code: '// kept while off', status: false },
        ],
      }),
    );
    const stored = await server.ctx.db.select().from(codeTemplate).where(eq(codeTemplate.pid, pid)).orderBy(asc(codeTemplate.id));
    const read = (await server.call('GET', '/api/admin/problem/get-problem-code-templates', { token: admin.token, query: { pid } }))
      .data as { lid: number; code: string; status: boolean }[];
    const codeTemplates = read.map(({ lid, code, status }) => ({ lid, code, status }));
    expect((await edit(admin.token, form({ codeTemplates }, { id: pid, problemId, title: 'edited' }))).status).toBe(200);
    const after = await server.ctx.db.select().from(codeTemplate).where(eq(codeTemplate.pid, pid)).orderBy(asc(codeTemplate.id));
    expect(after.map((t) => [t.id, t.lid, t.code, t.status])).toEqual(stored.map((t) => [t.id, t.lid, t.code, t.status]));
  });
});

describe('a special judge or interactor must have compiled when it changed', () => {
  const SPJ = 'int main() { return 0; }';
  const checker = (judgeMode: 'spj' | 'interactive', spjCode: string, spjLanguage: 'C' | 'C++' = 'C++') =>
    [{ judgeMode }, { spjCode, spjLanguage }] as const;

  it('refuses a new problem with a checker that never compiled, creating nothing', async () => {
    const before = await tableCounts();
    expect(await create(admin.token, form(...checker('spj', `${SPJ} // new`)))).toMatchObject({
      http: 200,
      status: 400,
      msg: 'The special judge code has changed: compile it successfully before saving the problem',
    });
    // Compiled as a special judge is not compiled as an interactor, nor in the other language.
    await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C++', code: SPJ });
    expect(await create(admin.token, form(...checker('interactive', SPJ)))).toMatchObject({
      status: 400,
      msg: 'The interactor code has changed: compile it successfully before saving the problem',
    });
    expect((await create(admin.token, form(...checker('spj', SPJ, 'C')))).status).toBe(400);
    expect(await tableCounts()).toEqual(before);
    expect((await create(admin.token, form(...checker('spj', SPJ)))).status).toBe(200);
  });

  it('refuses an edit with changed, uncompiled checker code and changes nothing; an unchanged checker needs no compile', async () => {
    await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C++', code: SPJ });
    const { pid, problemId } = await created(admin.token, form(...checker('spj', SPJ)));
    // The record may be gone (or made on another replica long ago): a checker left alone is saved as it is.
    await server.ctx.db.delete(checkerCompile);
    const [mode, p] = checker('spj', SPJ);
    expect((await edit(admin.token, form(mode, { ...p, id: pid, problemId, title: 'same checker' }))).status).toBe(200);

    const before = await row(pid);
    const counts = await tableCounts();
    const changed = checker('spj', `${SPJ} // changed`);
    expect(await edit(admin.token, form(changed[0], { ...changed[1], id: pid, problemId, title: 'new checker' }))).toMatchObject({
      status: 400,
      msg: 'The special judge code has changed: compile it successfully before saving the problem',
    });
    // The client saying it changed counts too, even when the code reads the same.
    expect(await edit(admin.token, form({ ...mode, changeModeCode: true }, { ...p, id: pid, problemId, title: 'flagged' }))).toMatchObject({
      status: 400,
    });
    expect(await row(pid)).toEqual(before);
    expect(await tableCounts()).toEqual(counts);

    await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C++', code: `${SPJ} // changed` });
    expect((await edit(admin.token, form(changed[0], { ...changed[1], id: pid, problemId, title: 'new checker' }))).status).toBe(200);
    expect(await row(pid)).toMatchObject({ spjCode: `${SPJ} // changed`, title: 'new checker' });
  });
});

describe('DELETE /api/admin/problem', () => {
  it('is for root and problem admins only (HTTP 403 for an admin, even the author)', async () => {
    const { pid } = await created(admin.token);
    expect(await remove(admin.token, pid)).toMatchObject({ http: 403, status: 403 });
    expect(await remove(null, pid)).toMatchObject({ http: 401 });
    expect(await remove(student.token, pid)).toMatchObject({ http: 403, status: 403 });
    expect(await row(pid)).toBeDefined();
  });

  it('deletes the problem with its cases, languages, tag links and templates', async () => {
    const { pid } = await created(
      admin.token,
      form({ tags: [{ name: 'deleted-tag' }], codeTemplates: [{ lid: lids[0]!, code: 'x', status: true }] }),
    );
    const res = await remove(problemAdmin.token, pid);
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(await row(pid)).toBeUndefined();
    for (const t of [problemCase, problemLanguage, problemTag, codeTemplate]) {
      expect(await server.ctx.db.select().from(t).where(eq(t.pid, pid))).toEqual([]);
    }
    // The tag itself stays for other problems.
    expect(await server.ctx.db.select().from(tag).where(eq(tag.name, 'deleted-tag'))).toHaveLength(1);
    expect(await remove(root, pid)).toMatchObject({ http: 200, status: 404 });
  });
});
