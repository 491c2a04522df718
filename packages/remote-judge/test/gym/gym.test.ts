import { readFileSync } from 'node:fs';
import { JudgeStatus } from '@arbiter/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySession, type AccountContext } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { isNewer, runRemoteTask } from '../../src/runner.ts';
import { gym, gymRowState, protocolText } from '../../src/judges/gym.ts';
import { SCRIPT, fakeClock, startFakeSite, type FakeScript, type FakeSite } from '../support/index.ts';
import { GYM, PREVIOUS_SID, gymFake } from './fake.ts';

let site: FakeSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function open(script: Partial<FakeScript> = {}) {
  const fake = gymFake({ ...SCRIPT, ...script });
  site = await startFakeSite(fake.routes);
  const session = emptySession();
  const ctx: AccountContext = {
    http: new RemoteHttp({ baseUrl: site.url, session, timeoutMs: 3000 }),
    account: { username: 'school_account', password: 'secret-pass' },
    session,
    sleep: fakeClock().sleep,
  };
  return { fake, ctx, site };
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const row = (sid: number, verdict: string | null, text: string, time: number, memory: number) =>
  fixture('my-row.html')
    .replace(/\{\{sid\}\}/g, String(sid))
    .replace(/\{\{verdictAttr\}\}/g, verdict ? ` submissionVerdict="${verdict}"` : '')
    .replace(/\{\{verdictText\}\}/g, text)
    .replace(/\{\{time\}\}/g, String(time))
    .replace(/\{\{memory\}\}/g, String(memory))
    .replace(/\{\{\w+\}\}/g, 'x');

describe('the "my" page row', () => {
  it('reads TESTING, then OK, with its &nbsp;ms and KB', () => {
    expect(gymRowState(row(7, 'TESTING', 'Running on test 2', 15, 3600), '7')).toEqual({
      status: JudgeStatus.JUDGING,
      time: 15,
      memory: 3600,
    });
    expect(gymRowState(row(7, 'OK', 'Accepted', 62, 3900), '7')).toEqual({ status: JudgeStatus.ACCEPTED, time: 62, memory: 3900 });
  });

  it('reads a queued run (no verdict yet) as Pending, a compiling one as Compiling', () => {
    expect(gymRowState(row(7, null, 'In queue', 0, 0), '7')).toMatchObject({ status: JudgeStatus.PENDING });
    expect(gymRowState(row(7, null, 'Compiling', 0, 0), '7')).toMatchObject({ status: JudgeStatus.COMPILING });
  });

  it("takes the asked run's row, not its neighbour's", () => {
    const page = `${row(8, 'WRONG_ANSWER', 'Wrong answer on test 4', 31, 3800)}\n${row(7, 'OK', 'Accepted', 62, 3900)}`;
    expect(gymRowState(page, '7')).toEqual({ status: JudgeStatus.ACCEPTED, time: 62, memory: 3900 });
    expect(gymRowState(page, '9')).toBeNull();
  });
});

describe('judgeProtocol', () => {
  it('decodes the unicode-escaped compiler text', () => {
    const text = protocolText(fixture('judge-protocol.txt'));
    expect(text).toContain("Can't compile file:\nprogram.cpp: In function 'int main()':\n");
    expect(text).toContain('scnaf("%d%d",&a,&b)');
  });

  it('decodes the escapes by hand when the body is not one JSON string', () => {
    expect(protocolText('"bad \\u0027x\\u0027\\r\\nnext" trailing')).toBe("bad 'x'\nnext\" trailing");
  });
});

describe('run ids', () => {
  it('carry the contest, and only a later submission of it counts as newer', () => {
    expect(isNewer(`${GYM.html}#230000102`, `${GYM.html}#230000101`)).toBe(true);
    expect(isNewer(`${GYM.html}#230000101`, `${GYM.html}#230000101`)).toBe(false);
    expect(isNewer(`${GYM.html}#230000100`, `${GYM.html}#230000101`)).toBe(false);
  });

  it('are read from the contest\'s own "my" page', async () => {
    const { ctx, site } = await open();
    await gym.login(ctx);
    const newest = await gym.lastRunId(ctx, `${GYM.html}A`);
    expect(newest).toMatch(new RegExp(`^${GYM.html}#\\d+$`));
    expect(Number(newest!.split('#')[1])).toBeGreaterThanOrEqual(PREVIOUS_SID);
    expect(site.requests.at(-1)!.path).toBe(`/gym/${GYM.html}/my`);
  });

  it('follow a submission from submit to the compile error read through judgeProtocol', async () => {
    const { ctx, fake, site } = await open({ run: ['pending', 'CE'] });
    const outcome = await runRemoteTask(
      gym,
      ctx,
      { key: 'GYM', problem: `${GYM.html}A`, language: 'GNU G++17 7.3.0', code: 'int main(){}', runId: null, nonce: 0 },
      { submitted: async () => {}, progress: async () => {} },
      fakeClock(),
    );
    expect(outcome).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, runId: fake.lastRunId() });
    expect(outcome.errorMessage).toContain("'scnaf' was not declared in this scope");
    const submit = site.requests.find((r) => r.method === 'POST' && r.url.pathname === `/gym/${GYM.html}/submit`)!;
    expect(submit.form().get('submittedProblemIndex')).toBe('A');
    expect(site.requests.some((r) => r.url.pathname === '/data/judgeProtocol')).toBe(true);
  });
});

describe('problem import', () => {
  const http = (url: string) => new RemoteHttp({ baseUrl: url, session: emptySession(), timeoutMs: 3000 });

  it('falls back to the contest page and its statement PDF when the problem page has no statement', async () => {
    const { site } = await open();
    const p = await gym.importProblem(http(site.url), `${GYM.pdf}B`);
    expect(p).toMatchObject({ problemId: `GYM-${GYM.pdf}B`, title: 'Bus Routes', timeLimit: 2500, memoryLimit: 512, examples: [] });
    expect(p.description).toContain(`href="${site.url}/gym/${GYM.pdf}/attachments/download/9921/statements-en.pdf"`);
    expect(p.description).not.toContain('tutorial');
    expect(p.source).toContain(`${site.url}/gym/${GYM.pdf}`);
  });

  it('answers NOT_FOUND for an index the contest does not have', async () => {
    const { site } = await open();
    await expect(gym.importProblem(http(site.url), `${GYM.pdf}Z`)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('answers NOT_FOUND, naming the private Gym, without an account that has access', async () => {
    const { site } = await open();
    await expect(gym.importProblem(http(site.url), `${GYM.private}A`)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      detail: expect.stringContaining('private'),
    });
  });

  it("imports a private Gym through a logged-in account's session", async () => {
    const { ctx } = await open();
    await gym.login(ctx);
    await expect(gym.importProblem(ctx.http, `${GYM.private}A`)).resolves.toMatchObject({
      problemId: `GYM-${GYM.private}A`,
      title: 'Triangle Count',
    });
  });
});
