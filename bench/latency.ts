/**
 * Verdict latency against the bare toolchain. A fresh server as `make start` runs it (embedded
 * database, local judge host) answers submissions while this process polls the submission's detail
 * every 5 ms, from `POST /api/submit-problem-judge` returning to the verdict being readable. In the
 * same run, alternating with the submissions, the same compile command and the same runs are done
 * here by hand, outside any sandbox: the bare toolchain. Problems: *light* (A+B, 20 cases) and
 * *heavy* (20 cases of about 25 ms of CPU each) in C++ 17 With O2, and the light one in Java and
 * Python 3. Prints numbers; asserts nothing.
 *
 *   npm run bench -- latency            BENCH_LATENCY_RUNS=7 samples of each
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, JudgeStatus, type JudgeTiming } from '@arbiter/contract';
import { JUDGE_LANGUAGES, type JudgeLanguage } from '../apps/judge/src/languages/index.ts';
import { expandArgv, languageEnv } from '../apps/judge/src/languages/argv.ts';
import { problemForm } from '../apps/server/test/problem-admin.ts';
import { apiClient, must, type Api } from './api-client.ts';
import { freePort, startChildServer, stopChildServer } from './child-server.ts';
import { median, percentile, seededPicker } from './load.ts';

const RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 7);
/** Comma-separated rows to measure (light, heavy, Java, Python), for a quick look at one; the summary line needs all four. */
const ONLY = process.env.BENCH_LATENCY_ONLY?.split(',');
const POLL_MS = Number(process.env.BENCH_LATENCY_POLL_MS ?? 5);
const CASES = 20;
const PASSWORD = 'bench-latency-pass';
/** About 25 ms of one core per case at -O2: a dependent chain the compiler cannot fold. */
const HEAVY_STEPS = Number(process.env.BENCH_LATENCY_HEAVY_STEPS ?? 10_000_000);

const CODE = {
  'C++ 17 With O2': {
    light: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
    heavy:
      '#include <cstdio>\nint main(){unsigned long long x,n;scanf("%llu%llu",&x,&n);for(unsigned long long i=0;i<n;i++){x=x*6364136223846793005ULL+1442695040888963407ULL;x^=x>>29;}printf("%llu\\n",x);return 0;}\n',
  },
  Java: {
    light:
      'import java.util.*;\npublic class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);long x=s.nextLong(),y=s.nextLong();System.out.println(x+y);}}\n',
  },
  Python3: { light: 'a, b = map(int, input().split())\nprint(a + b)\n' },
} as const;

type Sample = { input: string; output: string };

const { next } = seededPicker(19);
const int = () => Math.floor(next() * 2_000_001) - 1_000_000;
const LIGHT: Sample[] = Array.from({ length: CASES }, () => {
  const [a, b] = [int(), int()];
  return { input: `${a} ${b}\n`, output: `${a + b}\n` };
});

function languageOf(name: string): JudgeLanguage {
  const language = JUDGE_LANGUAGES.find((l) => l.name === name);
  if (!language) throw new Error(`the judge has no language ${name}`);
  return language;
}

/**
 * The bare toolchain: `code` compiled with the language's own commands in a fresh directory, then
 * run once per input, no sandbox. Answers the milliseconds taken and the outputs.
 */
async function bare(
  language: JudgeLanguage,
  code: string,
  inputs: readonly string[],
): Promise<{ ms: number; compileMs: number; outputs: string[] }> {
  const workDir = await mkdtemp(join(tmpdir(), 'arbiter-bare-'));
  try {
    const vars = { src: join(workDir, language.srcName), exe: join(workDir, language.exeName), workDir, maxMemoryMB: 256, stackMB: 128 };
    await writeFile(vars.src, code);
    const started = performance.now();
    for (const step of language.compile?.steps ?? []) {
      const [cmd, ...args] = expandArgv(step, vars);
      const done = spawnSync(cmd!, args, { cwd: workDir, env: languageEnv(language, 'compile', vars) });
      if (done.status !== 0) throw new Error(`bare compile failed: ${done.stderr.toString()}`);
    }
    const compileMs = performance.now() - started;
    const [cmd, ...args] = expandArgv(language.run, vars);
    const outputs = inputs.map((input) => {
      const done = spawnSync(cmd!, args, { cwd: workDir, input, env: languageEnv(language, 'run', vars) });
      if (done.status !== 0) throw new Error(`bare run failed: ${done.stderr.toString()}`);
      return done.stdout.toString();
    });
    return { ms: performance.now() - started, compileMs, outputs };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

const FINAL = (status: number) =>
  !([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING] as number[]).includes(status);

/** Submit (to the problem's display id, as the practice page does) → verdict readable, polling the detail every 5 ms. */
async function judged(
  api: Api,
  token: string,
  pid: string,
  language: string,
  code: string,
): Promise<{ ms: number; status: number; timing: JudgeTiming | null }> {
  const started = performance.now();
  const submitted = must(await api('POST', API.submitProblemJudge, { token, body: { pid, language, code } }), 'submit');
  const submitId = submitted.data.submitId as number;
  for (;;) {
    const detail = await api('GET', API.submissionDetail, { token, query: { submitId } });
    const status = detail.data?.submission?.status as number | undefined;
    if (status !== undefined && FINAL(status)) return { ms: performance.now() - started, status, timing: detail.data.timing ?? null };
    if (performance.now() - started > 120_000) throw new Error(`submission ${submitId} not judged in 2 minutes`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

interface Row {
  name: string;
  latency: number[];
  bare: number[];
  bareCompile: number[];
  timings: JudgeTiming[];
}

/** The stages the server recorded (the submission detail's timing, read as root), each the median over the samples. */
function stages(timings: readonly JudgeTiming[]): string {
  const of = (pick: (t: JudgeTiming) => number | null) => {
    const values = timings.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? '?' : median([...values].sort((a, b) => a - b)).toFixed(1);
  };
  return (
    `queue ${of((t) => t.queueMs)}, compile ${of((t) => t.compileMs)}, runs ${of((t) => t.runMs)} (slowest case ${of((t) => t.slowestCaseMs)}), ` +
    `host other ${of((t) => t.hostOtherMs)}, transfer ${of((t) => t.transferMs)}, write ${of((t) => t.writeMs)}, total ${of((t) => t.totalMs)} ms`
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-bench-latency-'));
const server = await startChildServer({ port: await freePort(), dataDir, password: PASSWORD });
try {
  const api = apiClient(server.url);
  const login = must(await api('POST', API.login, { body: { username: 'root', password: PASSWORD } }), 'login');
  const token = login.headers.get('authorization')!;
  must(await api('PUT', API.adminSwitchUpdate, { token, body: { defaultSubmitInterval: 0 } }), 'submit interval');
  const languages = must(await api('GET', API.languages, { token, query: { all: false } }), 'languages').data as {
    id: number;
    name: string;
  }[];
  const lids = languages.filter((l) => l.name in CODE).map((l) => ({ id: l.id }));

  const cpp = languageOf('C++ 17 With O2');
  const heavyInputs = Array.from({ length: CASES }, (_, i) => `${i + 1} ${HEAVY_STEPS}\n`);
  // The heavy problem's answers are what the bare program prints.
  const heavyOutputs = (await bare(cpp, CODE['C++ 17 With O2'].heavy, heavyInputs)).outputs;
  const HEAVY = heavyInputs.map((input, i) => ({ input, output: heavyOutputs[i]! }));
  const problem = async (problemId: string, samples: Sample[]) =>
    must(
      await api('POST', API.adminProblem, {
        token,
        body: { ...problemForm([], { samples }, { problemId, title: problemId, timeLimit: 2000, auth: 1 }), languages: lids },
      }),
      `problem ${problemId}`,
    ).data.problemId as string;
  const pids = { light: await problem('LAT-LIGHT', LIGHT), heavy: await problem('LAT-HEAVY', HEAVY) };

  const plan = [
    { name: 'light', language: 'C++ 17 With O2', kind: 'light', samples: LIGHT },
    { name: 'heavy', language: 'C++ 17 With O2', kind: 'heavy', samples: HEAVY },
    { name: 'Java', language: 'Java', kind: 'light', samples: LIGHT },
    { name: 'Python', language: 'Python3', kind: 'light', samples: LIGHT },
  ] as const;
  const rows: Row[] = [];
  for (const p of plan.filter((p) => !ONLY || ONLY.includes(p.name))) {
    const code = (CODE[p.language] as Record<string, string>)[p.kind]!;
    const pid = pids[p.kind];
    // One submission first: the host has proved the language and the test data is on its disk.
    const warm = await judged(api, token, pid, p.language, code);
    if (warm.status !== JudgeStatus.ACCEPTED) throw new Error(`${p.name}: the warm-up was judged ${warm.status}, not Accepted`);
    const row: Row = { name: p.name, latency: [], bare: [], bareCompile: [], timings: [] };
    for (let i = 0; i < RUNS; i++) {
      const sample = await judged(api, token, pid, p.language, code);
      row.latency.push(sample.ms);
      if (sample.timing) row.timings.push(sample.timing);
      const byHand = await bare(
        languageOf(p.language),
        code,
        p.samples.map((s) => s.input),
      );
      row.bare.push(byHand.ms);
      row.bareCompile.push(byHand.compileMs);
    }
    row.latency.sort((a, b) => a - b);
    row.bare.sort((a, b) => a - b);
    console.log(
      `  ${p.name.padEnd(6)} submit→verdict median ${median(row.latency).toFixed(0)} ms (${row.latency[0]!.toFixed(0)}–${row.latency.at(-1)!.toFixed(0)}), bare median ${median(row.bare).toFixed(0)} ms (compile ${median(row.bareCompile.sort((a, b) => a - b)).toFixed(0)})`,
    );
    console.log(`         stages: ${stages(row.timings)}`);
    rows.push(row);
  }
  if (rows.length === plan.length) {
    const [light, heavy, java, python] = rows as [Row, Row, Row, Row];
    const ratio = (r: Row) => (median(r.latency) / median(r.bare)).toFixed(2);
    console.log(
      `latency: light median ${median(light.latency).toFixed(0)} ms, bare ${median(light.bare).toFixed(0)} ms, ratio ${ratio(light)}; ` +
        `heavy median ${median(heavy.latency).toFixed(0)} ms, bare ${median(heavy.bare).toFixed(0)} ms, ratio ${ratio(heavy)}; ` +
        `Java ratio ${ratio(java)}; Python ratio ${ratio(python)}; p90/median ${(percentile(light.latency, 90) / median(light.latency)).toFixed(2)}`,
    );
  }
} catch (error) {
  console.error(server.lastLines().join('\n'));
  throw error;
} finally {
  await stopChildServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
