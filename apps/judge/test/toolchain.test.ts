/**
 * A judge host proves each language before offering it: at start every language compiles and runs
 * its self-test in the sandbox. One whose toolchain is broken (a compiler that is missing, one
 * that fails, a program that answers wrongly) is not offered, and the host's log says why. The
 * table is the judge's own, with one entry per broken toolchain pointed at a missing or failing
 * binary through the host's `languages` option.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { addUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { C, C_O2 } from '../src/languages/c.ts';
import { CPP } from '../src/languages/cpp.ts';
import { JAVA } from '../src/languages/java.ts';
import { PYTHON3 } from '../src/languages/python3.ts';
import type { JudgeLanguage } from '../src/languages/toolchain.ts';
import { startJudge } from '../src/main.ts';
import { TEST_JUDGE_TOKEN, verdictOf } from './world.ts';

/** javac is not installed. */
const MISSING_JAVAC = '/nonexistent/javac';
const javaWithoutJavac: JudgeLanguage = {
  ...JAVA,
  probes: JAVA.probes.map((p) => (p === '/usr/bin/javac' ? MISSING_JAVAC : p)),
  compile: { ...JAVA.compile!, steps: JAVA.compile!.steps.map((s) => (s[0] === '/usr/bin/javac' ? [MISSING_JAVAC, ...s.slice(1)] : s)) },
};
/** The compiler refuses its command line, and says so. */
const cWithBadFlag: JudgeLanguage = { ...C_O2, compile: { ...C_O2.compile!, steps: [[...C_O2.compile!.steps[0]!, '--no-such-flag']] } };
/** The syntax check fails without a word. */
const pythonFailingCheck: JudgeLanguage = {
  ...PYTHON3,
  probes: [...PYTHON3.probes, '/usr/bin/false'],
  compile: { ...PYTHON3.compile!, steps: [['/usr/bin/false', '{src}']] },
};
/** Compiles, but what runs prints nothing. */
const cppSilentRun: JudgeLanguage = { ...CPP, probes: [...CPP.probes, '/usr/bin/true'], run: ['/usr/bin/true'] };

const TABLE = [C, cWithBadFlag, cppSilentRun, javaWithoutJavac, pythonFailingCheck];

let server: TestServer;
let dataDir: string;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'arbiter-toolchain-'));
});

afterAll(async () => {
  for (const stop of stops) await stop();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a host on the broken table (after stopping the last one: they share sandbox workers), its proofs remembered in this file's own directory. */
async function startHost(name: string) {
  for (const stop of stops.splice(0)) await stop();
  const lines: string[] = [];
  const judge = await startJudge({
    server: server.url,
    token: TEST_JUDGE_TOKEN,
    workers: 2,
    firstWorker: 60,
    name,
    dataDir: join(dataDir, name),
    cacheBytes: 64 << 20,
    proofDir: join(dataDir, 'proofs'),
    languages: TABLE,
    log: (line) => lines.push(line),
  });
  stops.push(judge.stop);
  return { judge, log: lines.join('\n') };
}

it('offers only the languages that pass their self-test, and says why the others do not', async () => {
  const { judge, log } = await startHost('broken');
  expect(judge.languages).toEqual(['C']);

  const admin = await addUser(server, 'watcher', { role: 1001 });
  const info = await server.call('GET', '/api/admin/config/get-judge-service-info', { token: admin.token });
  expect(info.status).toBe(200);
  expect((info.data as { name: string; languages: string[] }[]).find((h) => h.name === 'broken')?.languages).toEqual(['C']);

  expect(log).toContain(`Java is not offered: ${MISSING_JAVAC} is missing`);
  expect(log).toMatch(/^C With O2 is not offered: its self-test does not compile: \/usr\/bin\/gcc exited with status 1\n.*--no-such-flag/m);
  expect(log).toContain('Python3 is not offered: its self-test does not compile: /usr/bin/false exited with status 1');
  expect(log).toContain('C++ is not offered: its self-test printed "" for "2147483647 2147483647\\n", not "4294967294"');
  expect(log).toContain('1 of 5 languages passed their self-test');
  expect(log).toMatch(/judge host broken \(\w+\) judging C with 2 worker\(s\)/);

  // The host judges what it offers, and never claims what it does not.
  const student = await addUser(server, 'tester');
  await addProblem(server, { problemId: 'AB', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C', 'Java'] });
  const submit = async (language: string, code: string) => {
    const sent = await server.call('POST', '/api/submit-problem-judge', { token: student.token, body: { pid: 'AB', language, code } });
    expect(sent.status, sent.msg).toBe(200);
    return sent.data.submitId as number;
  };
  const java = await submit('Java', JAVA.template);
  const c = await submit('C', C.template);
  expect((await verdictOf(server, student.token, c)).status).toBe(JudgeStatus.ACCEPTED);
  const pending = await server.call('GET', '/api/get-submission-detail', { token: student.token, query: { submitId: java } });
  expect(pending.data.submission.status).toBe(JudgeStatus.PENDING);
});

it('remembers a passed self-test, and tries the failed ones again at the next start', async () => {
  const { judge, log } = await startHost('again');
  expect(judge.languages).toEqual(['C']);
  expect(log).toContain('1 of 5 languages passed their self-test');
  expect(log).toContain('(1 remembered from an earlier start)');
  expect(log).toContain('Python3 is not offered: its self-test does not compile: /usr/bin/false exited with status 1');
});

it('keeps its id across restarts, so the back office lists it once', async () => {
  const idOf = (log: string) => /judge host again \((\w+)\)/.exec(log)?.[1];
  const first = idOf((await startHost('again')).log);
  const second = idOf((await startHost('again')).log);
  expect(first).toBeTruthy();
  expect(second).toBe(first);
  const admin = await addUser(server, 'lister', { role: 1001 });
  const info = await server.call('GET', '/api/admin/config/get-judge-service-info', { token: admin.token });
  expect((info.data as { name: string }[]).filter((h) => h.name === 'again')).toHaveLength(1);
});
