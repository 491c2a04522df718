/**
 * Contests for looking at the contest screens (e2e/screens.ts), made the way people make them:
 * through the API, with students who register by mail code and submissions the judge host judges.
 * Run once per data directory: a second run finds the contests by title and only reads their ids.
 */
import { API } from '@arbiter/contract';
import { SINK_HTTP } from './helpers.ts';

export interface SeededContests {
  /** A running public ACM contest with a seal near its end, print and a public board. */
  acm: number;
  /** A running protected OI contest with a public board. */
  oi: number;
  /** An ended ACM contest whose last half minute was sealed, for the rolling board. */
  rolled: number;
}

interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

const TITLES = { acm: 'Autumn ACM Round', oi: 'OI Weekly Test', rolled: 'Winter Camp Final' } as const;
const STUDENTS = ['lin_yue', 'chen_hao', 'wang_fang', 'zhao_lei'] as const;
const PASSWORD = 'password1';
const H = 3_600_000;
const CONTEST_PROBLEMS = [
  ['C100', 'Balloons in a Row', 0],
  ['C101', 'Shortest Route Home', 0],
  ['C102', 'Knapsack Relay', 1],
  ['C103', 'Rolling Stones', 0],
  ['C104', 'Night Shift', 0],
] as const;

export async function seedContests(opts: { base: string; token: string; sum: string; wrong: string }): Promise<SeededContests> {
  const call = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${opts.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const env = (await res.json()) as Envelope<T>;
    if (env.status !== 200) throw new Error(`${method} ${path}: ${env.msg}`);
    return env.data;
  };
  const root = opts.token;
  const listed = await call<{ records: { id: number; title: string }[] }>('GET', `${API.adminContestList}?limit=50&currentPage=1`, root);
  const idOf = (title: string) => listed.records.find((r) => r.title === title)?.id;
  const found = { acm: idOf(TITLES.acm), oi: idOf(TITLES.oi), rolled: idOf(TITLES.rolled) };
  if (found.acm && found.oi && found.rolled) return { acm: found.acm, oi: found.oi, rolled: found.rolled };

  const students = await Promise.all(STUDENTS.map((name) => studentToken(opts.base, call, name)));
  // Problems of their own: adding a problem to a contest takes it out of the public bank.
  // The site's own languages: an own problem refuses the remote judges'.
  const languages = await call<{ id: number }[]>('GET', `${API.languages}?all=false`, root);
  for (const [problemId, title, type] of CONTEST_PROBLEMS) {
    await call('POST', API.adminProblem, root, {
      problem: {
        problemId,
        title,
        description: `Statement of **${title}**: add two integers.`,
        input: 'Two integers a and b.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        type,
        auth: 1,
        difficulty: 1,
      },
      samples: [
        { input: '1 2\n', output: '3\n', ...(type === 1 ? { score: 50 } : {}) },
        { input: '5 7\n', output: '12\n', ...(type === 1 ? { score: 50 } : {}) },
      ],
      isUploadTestCase: false,
      judgeMode: 'default',
      languages: languages.map((l) => ({ id: l.id })),
      tags: [],
      codeTemplates: [],
    });
  }
  const bank = await call<{ records: { id: number; problemId: string }[] }>('GET', `${API.adminProblemList}?limit=50&currentPage=1`, root);
  const pidOf = (problemId: string) => bank.records.find((p) => p.problemId === problemId)!.id;
  const now = Date.now();
  const create = async (fields: Record<string, unknown>, problems: [string, string, string][]) => {
    const made = await call<{ id: number }>('POST', API.adminContest, root, {
      description: '## Welcome\n\nSolve as many problems as you can. $1 \\le n \\le 10^5$.',
      rankShowName: 'username',
      autoRealRank: true,
      visible: true,
      ...fields,
    });
    for (const [problemId, displayId, color] of problems) {
      await call('POST', API.adminAddContestProblemFromPublic, root, { pid: pidOf(problemId), cid: made.id, displayId });
      const link = await call<{ displayTitle: string }>('GET', `${API.adminContestProblem}?cid=${made.id}&pid=${pidOf(problemId)}`, root);
      await call('PUT', API.adminContestProblem, root, {
        cid: made.id,
        pid: pidOf(problemId),
        displayId,
        displayTitle: link.displayTitle,
        color,
      });
    }
    return made.id;
  };
  const submit = (token: string, cid: number, pid: string, code: string) =>
    call('POST', API.submitProblemJudge, token, { pid, cid, language: 'C++', code });

  const acm = await create(
    {
      title: TITLES.acm,
      type: 0,
      auth: 0,
      startTime: new Date(now - 2 * H).toISOString(),
      endTime: new Date(now + H).toISOString(),
      sealRank: true,
      sealRankTime: new Date(now + H / 2).toISOString(),
      openRank: true,
      openPrint: true,
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000000', num: 1 },
      ],
    },
    [
      ['C100', 'A', '#f5222d'],
      ['C101', 'B', '#1677ff'],
    ],
  );
  await call('POST', API.adminContestAnnouncement, root, {
    cid: acm,
    announcement: { title: 'Problem B clarified', content: 'The tree in **B** is rooted at 1.', status: 0 },
  });
  const [s0, s1, s2, s3] = students as [string, string, string, string];
  for (const [token, pid, code] of [
    [s0, 'A', opts.sum],
    [s1, 'A', opts.wrong],
    [s1, 'A', opts.sum],
    [s2, 'B', opts.wrong],
    [s3, 'A', opts.sum],
    [s3, 'B', opts.sum],
  ] as const) {
    await submit(token, acm, pid, code);
  }
  await call('POST', API.submitPrintText, s0, { cid: acm, content: `${opts.sum}\n// please print this for table 12, thank you very much` });

  const oi = await create(
    {
      title: TITLES.oi,
      type: 1,
      auth: 2,
      pwd: 'weekly',
      startTime: new Date(now - H).toISOString(),
      endTime: new Date(now + 2 * H).toISOString(),
      openRank: true,
      oiRankScoreType: 'Highest',
    },
    [['C102', 'A', '#52c41a']],
  );
  for (const [token, code] of [
    [s0, opts.sum],
    [s1, opts.wrong],
    [s2, opts.sum],
  ] as const) {
    await call('POST', API.registerContest, token, { cid: oi, password: 'weekly' });
    await submit(token, oi, 'A', code);
  }

  // The rolling board needs an ended, sealed ACM contest: a short one whose seal falls between
  // two rounds of submissions.
  const rolled = await create(
    {
      title: TITLES.rolled,
      type: 0,
      auth: 0,
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 45_000).toISOString(),
      sealRank: true,
      sealRankTime: new Date(now + 20_000).toISOString(),
      openRank: true,
    },
    [
      ['C103', 'A', '#722ed1'],
      ['C104', 'B', '#fa8c16'],
    ],
  );
  await submit(s0, rolled, 'A', opts.sum);
  await submit(s1, rolled, 'A', opts.wrong);
  await submit(s2, rolled, 'B', opts.sum);
  await new Promise((r) => setTimeout(r, Math.max(0, now + 22_000 - Date.now())));
  await submit(s1, rolled, 'A', opts.sum);
  await submit(s3, rolled, 'B', opts.sum);
  await submit(s0, rolled, 'B', opts.wrong);
  await new Promise((r) => setTimeout(r, Math.max(0, now + 50_000 - Date.now())));
  return { acm, oi, rolled };
}

async function studentToken(
  base: string,
  call: <T>(method: string, path: string, token: string | null, body?: unknown) => Promise<T>,
  username: string,
): Promise<string> {
  const login = async () => {
    const res = await fetch(`${base}${API.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    return res.headers.get('Authorization');
  };
  const existing = await login();
  if (existing) return existing;
  const email = `${username}@school.test`;
  await call('GET', `${API.registerCode}?email=${email}`, null);
  const code = await mailCode(email);
  await call('POST', API.register, null, { username, password: PASSWORD, email, code });
  const token = await login();
  if (!token) throw new Error(`${username} cannot log in`);
  return token;
}

async function mailCode(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (await fetch(`${SINK_HTTP}/mails?to=${encodeURIComponent(address)}`)).json()) as { text: string }[];
    const code = /\b\d{6}\b/.exec(mails.at(-1)?.text ?? '')?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}: is the mail sink running?`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
