/**
 * End to end through the real parts: the server on a real database, a real judge host with the
 * real sandbox and compilers, submissions made over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import type { TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { startJudgingWorld, verdictOf, type JudgingWorld } from './world.ts';

let world: JudgingWorld;
let server: TestServer;
let student: TestUser;

const AB_CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '100 -7\n', output: '93\n' },
  { input: '2147483 1\n', output: '2147484\n' },
];

beforeAll(async () => {
  world = await startJudgingWorld({ name: 'judge-flow', firstWorker: 10 });
  server = world.server;
  student = await addUser(server, 'coder');
  await addProblem(server, { problemId: 'AB', cases: AB_CASES, languages: ['C++', 'C', 'Java', 'Python3'] });
}, 120_000);

afterAll(async () => {
  await world?.close();
});

async function judged(pid: string, language: string, code: string) {
  const sent = await server.call('POST', '/api/submit-problem-judge', { token: student.token, body: { pid, language, code } });
  expect(sent.status, sent.msg).toBe(200);
  return verdictOf(server, student.token, sent.data.submitId as number);
}

const CPP = {
  ac: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}',
  wa: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);return 0;}',
  tle: '#include <cstdio>\nint main(){volatile long long x=0;for(;;)x++;return 0;}\n',
  mle: '#include <cstdio>\n#include <cstring>\n#include <cstdlib>\nint main(){size_t n=1ull<<30;char*p=(char*)malloc(n);memset(p,1,n);printf("%d\\n",p[n-1]);return 0;}',
  re: '#include <cstdio>\nint main(){int *p=nullptr;volatile int x=*p;printf("%d\\n",x);return 0;}\n',
  ce: '#include <cstdio>\nint main(){ this is not c++ ; return 0;}\n',
  ole: '#include <cstdio>\nint main(){for(;;)fputs("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n",stdout);return 0;}\n',
};

describe('C++ verdicts', () => {
  it.each([
    ['ac', JudgeStatus.ACCEPTED],
    ['wa', JudgeStatus.WRONG_ANSWER],
    ['tle', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['mle', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['re', JudgeStatus.RUNTIME_ERROR],
    ['ce', JudgeStatus.COMPILE_ERROR],
    ['ole', JudgeStatus.RUNTIME_ERROR],
  ] as const)('%s', async (kind, expected) => {
    const s = await judged('AB', 'C++', CPP[kind]);
    expect(s.status, JSON.stringify(s)).toBe(expected);
    if (expected === JudgeStatus.COMPILE_ERROR) expect(s.errorMessage).toMatch(/error/);
    else expect(s.cases.length).toBeGreaterThan(0);
  });
});

describe('other languages', () => {
  it('judges Python 3', async () => {
    expect((await judged('AB', 'Python3', 'a,b=map(int,input().split())\nprint(a+b)\n')).status).toBe(JudgeStatus.ACCEPTED);
    expect((await judged('AB', 'Python3', 'a,b=map(int,input().split())\nprint(a*b)\n')).status).toBe(JudgeStatus.WRONG_ANSWER);
    expect((await judged('AB', 'Python3', 'print(1/0)\n')).status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect((await judged('AB', 'Python3', 'def f(:\n')).status).toBe(JudgeStatus.COMPILE_ERROR);
  });

  it('judges Java', async () => {
    const java =
      'import java.util.*;\npublic class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);long x=s.nextLong(),y=s.nextLong();System.out.println(x+y);}}\n';
    const s = await judged('AB', 'Java', java);
    expect(s.status, JSON.stringify(s)).toBe(JudgeStatus.ACCEPTED);
  });
});
