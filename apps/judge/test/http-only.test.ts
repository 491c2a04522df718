/**
 * The acceptance path, through the HTTP API only: root creates a problem from an uploaded
 * zip, a student submits accepted, wrong, time-out, memory-hungry, crashing, non-compiling and
 * flooding programs in C++, Java and Python, and each comes back with its verdict and per-case
 * results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { ROOT_PASSWORD, loginAs, type TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { languageIds, problemForm, uploadZip, zipOf } from '../../server/test/problem-admin.ts';
import { startJudgingWorld, type JudgingWorld } from './world.ts';

let world: JudgingWorld;
let server: TestServer;
let student: TestUser;

beforeAll(async () => {
  world = await startJudgingWorld({ name: 'acceptance', firstWorker: 12, workers: 2 });
  server = world.server;
  student = await addUser(server, 'student');
}, 120_000);

afterAll(async () => {
  await world?.close();
});

const PROGRAMS: Record<string, Record<string, string>> = {
  'C++': {
    AC: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}',
    WA: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a*b);return 0;}',
    TLE: '#include <cstdio>\nint main(){volatile unsigned long long x=0;for(;;)x++;return 0;}\n',
    MLE: '#include <cstdio>\n#include <cstdlib>\n#include <cstring>\nint main(){size_t n=1ull<<30;char*p=(char*)malloc(n);memset(p,1,n);printf("%d\\n",p[n-1]);return 0;}',
    RE: '#include <cstdio>\n#include <cstdlib>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);abort();return 0;}',
    CE: '#include <cstdio>\nint main(){ undeclared_function(); return 0; }\n',
    OLE: '#include <cstdio>\nint main(){for(;;)fputs("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n",stdout);return 0;}',
  },
  Java: {
    AC: 'import java.util.*;\npublic class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);long x=s.nextLong(),y=s.nextLong();System.out.println(x+y);}}',
    WA: 'import java.util.*;\npublic class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);long x=s.nextLong(),y=s.nextLong();System.out.println(x-y);}}',
    TLE: 'public class Main{public static void main(String[] a){long x=0;while(true){x++;if(x==-1)break;}System.out.println(x);}}',
    MLE: 'import java.util.*;\npublic class Main{public static void main(String[] a){List<long[]> l=new ArrayList<>();while(true){l.add(new long[1<<20]);}}}',
    RE: 'public class Main{public static void main(String[] a){int[] x=new int[1];System.out.println(x[5]);}}',
    CE: 'public class Main{public static void main(String[] a){int x = "text";}}',
    OLE: 'public class Main{public static void main(String[] a){StringBuilder b=new StringBuilder();for(int i=0;i<1000;i++)b.append("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n");String s=b.toString();while(true)System.out.print(s);}}',
  },
  Python3: {
    AC: 'a, b = map(int, input().split())\nprint(a + b)\n',
    WA: 'a, b = map(int, input().split())\nprint(a - b)\n',
    TLE: 'while True:\n    pass\n',
    MLE: 'x = []\nwhile True:\n    x.append(bytearray(1 << 24))\n',
    RE: 'raise SystemExit(3)\n',
    CE: 'def broken(:\n    pass\n',
    OLE: 'import sys\nline = "x" * 1000 + "\\n"\nwhile True:\n    sys.stdout.write(line)\n',
  },
};

const EXPECTED: Record<string, number> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  OLE: JudgeStatus.RUNTIME_ERROR,
};

describe('through the HTTP API only', () => {
  const verdicts = new Map<string, { status: number; errorMessage: string | null; cases: { status: number }[] }>();

  beforeAll(async () => {
    const root = await loginAs(server, 'root', ROOT_PASSWORD);
    const zip = await zipOf([
      { name: '1.in', data: '1 2\n' },
      { name: '1.out', data: '3\n' },
      { name: '2.in', data: '-5 3000000000\r\n' },
      { name: '2.out', data: '2999999995\r\n' },
    ]);
    const uploaded = await uploadZip(server, root, zip);
    expect(uploaded.status, uploaded.msg).toBe(200);
    const lids = await languageIds(server, ['C++', 'Java', 'Python3']);
    const created = await server.call('POST', '/api/admin/problem', {
      token: root,
      body: problemForm(
        lids,
        { isUploadTestCase: true, uploadTestcaseDir: uploaded.data.fileListDir, samples: uploaded.data.fileList },
        { problemId: 'ZIPAB', auth: 1, memoryLimit: 128 },
      ),
    });
    expect(created.status, created.msg).toBe(200);

    // Every program at once; the judge host works through them with its two workers.
    const sent = await Promise.all(
      Object.entries(PROGRAMS).flatMap(([language, programs]) =>
        Object.entries(programs).map(async ([kind, code]) => {
          const res = await server.call('POST', '/api/submit-problem-judge', {
            token: student.token,
            body: { pid: 'ZIPAB', language, code },
          });
          expect(res.status, `${language} ${kind}: ${res.msg}`).toBe(200);
          return { key: `${language} ${kind}`, submitId: res.data.submitId as number };
        }),
      ),
    );
    const deadline = Date.now() + 240_000;
    while (verdicts.size < sent.length && Date.now() < deadline) {
      const waiting = sent.filter((s) => !verdicts.has(s.key));
      const check = await server.call('POST', '/api/check-submissions-status', { body: { submitIds: waiting.map((s) => s.submitId) } });
      for (const s of waiting) {
        const row = check.data[String(s.submitId)];
        if (row && ![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(row.status)) {
          const detail = await server.call('GET', '/api/get-submission-detail', { token: student.token, query: { submitId: s.submitId } });
          const cases = await server.call('GET', '/api/get-all-case-result', { token: student.token, query: { submitId: s.submitId } });
          verdicts.set(s.key, {
            status: row.status,
            errorMessage: detail.data.submission.errorMessage,
            cases: cases.data?.judgeCaseList ?? [],
          });
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 300_000);

  for (const language of Object.keys(PROGRAMS)) {
    for (const kind of Object.keys(EXPECTED)) {
      it(`${language} ${kind}`, () => {
        const v = verdicts.get(`${language} ${kind}`);
        expect(v, 'judged in time').toBeDefined();
        expect(v!.status, JSON.stringify(v)).toBe(EXPECTED[kind]);
        if (kind === 'CE') {
          expect(v!.errorMessage).toBeTruthy();
          expect(v!.cases).toHaveLength(0);
        } else {
          expect(v!.cases.length).toBeGreaterThan(0);
          expect(v!.cases[0]!.status).toBe(kind === 'AC' ? JudgeStatus.ACCEPTED : EXPECTED[kind]);
        }
      });
    }
  }
});
