/**
 * Every judged language end to end: for each language whose toolchain is installed here, an A+B
 * problem gets the table's own template (must be Accepted) and programs that answer wrongly, do
 * not compile, crash, loop, eat memory and flood the output, all through the real server, a real
 * judge host and the real sandbox. Languages not installed here are reported as skipped.
 *
 * Everything is submitted at once and polled together; two workers judge in parallel. The host
 * offers a language only once it passed its self-test: every installed language must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import type { TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { JUDGE_LANGUAGES, installedLanguages, type JudgeLanguage } from '../src/languages/index.ts';
import { startJudgingWorld, type JudgingWorld } from './world.ts';
import { OUTPUT_LIMIT_MESSAGE } from '../src/rules/run-verdict.ts';

/** Negative numbers, and a sum that needs 64 bits (each addend still fits in 32). */
const AB_CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '-1000 -2345\n', output: '-3345\n' },
  { input: '2147483647 2147483647\n', output: '4294967294\n' },
];

const KINDS = ['ac', 'wa', 'ce', 're', 'tle', 'mle', 'ole'] as const;
type Kind = (typeof KINDS)[number];
type Family = 'c' | 'cpp' | 'java' | 'python' | 'go' | 'node' | 'v8' | 'csharp' | 'php' | 'ruby' | 'rust' | 'pascal';

const FAMILY: Readonly<Record<string, Family>> = {
  C: 'c',
  'C With O2': 'c',
  'C++': 'cpp',
  'C++ With O2': 'cpp',
  'C++ 17': 'cpp',
  'C++ 17 With O2': 'cpp',
  'C++ 20': 'cpp',
  'C++ 20 With O2': 'cpp',
  Java: 'java',
  Python3: 'python',
  Python2: 'python',
  PyPy3: 'python',
  PyPy2: 'python',
  Golang: 'go',
  'JavaScript Node': 'node',
  'JavaScript V8': 'v8',
  'C#': 'csharp',
  PHP: 'php',
  Ruby: 'ruby',
  Rust: 'rust',
  Pascal: 'pascal',
};

/**
 * The programs besides the template. MLE programs touch ~1 GiB: over the limit of every language
 * (256 MB, doubled to 512 MB for all but C and C++). OLE programs write 1 MiB lines forever, so the
 * 32 MiB output limit is reached long before the time limit.
 */
const PROGRAMS: Readonly<Record<Family, Readonly<Record<Exclude<Kind, 'ac'>, string>>>> = {
  c: {
    wa: '#include <stdio.h>\n\nint main(void) {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a - b);\n    return 0;\n}\n',
    ce: '#include <stdio.h>\n\nint main(void) {\n    this is not C at all;\n    return 0;\n}\n',
    re: '#include <stdio.h>\n\nint main(void) {\n    puts("leaving with exit code 1");\n    return 1;\n}\n',
    tle: '#include <stdio.h>\n\nint main(void) {\n    volatile unsigned long long x = 0;\n    for (;;) x++;\n}\n',
    // volatile: with -O2, GCC drops a malloc whose memset result it can compute.
    mle: '#include <stdio.h>\n#include <stdlib.h>\n\nint main(void) {\n    size_t n = (size_t)1 << 30;\n    volatile char *p = malloc(n);\n    if (!p) return 3;\n    for (size_t i = 0; i < n; i += 4096) p[i] = 1;\n    printf("%d\\n", p[n - 4096]);\n    return 0;\n}\n',
    ole: "#include <stdio.h>\n#include <string.h>\n\nstatic char line[1 << 20];\n\nint main(void) {\n    memset(line, 'x', sizeof line - 1);\n    for (;;) puts(line);\n}\n",
  },
  cpp: {
    wa: '#include <iostream>\nusing namespace std;\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a - b << endl;\n    return 0;\n}\n',
    ce: '#include <iostream>\n\nint main() {\n    this is not C++ at all;\n    return 0;\n}\n',
    re: '#include <stdexcept>\n\nint main() {\n    throw std::runtime_error("boom");\n}\n',
    tle: '#include <cstdio>\n\nint main() {\n    volatile unsigned long long x = 0;\n    for (;;) x++;\n}\n',
    mle: '#include <cstdio>\n#include <vector>\n\nint main() {\n    std::vector<char> v(1u << 30, 1);\n    std::printf("%d\\n", v[v.size() - 1]);\n    return 0;\n}\n',
    ole: "#include <iostream>\n#include <string>\n\nint main() {\n    std::string line(1 << 20, 'x');\n    for (;;) std::cout << line << '\\n';\n}\n",
  },
  java: {
    wa: 'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a - b);\n    }\n}\n',
    ce: 'public class Main {\n    public static void main(String[] args) {\n        int x = ;\n    }\n}\n',
    re: 'public class Main {\n    public static void main(String[] args) {\n        throw new IllegalStateException("boom");\n    }\n}\n',
    tle: 'public class Main {\n    static long x;\n\n    public static void main(String[] args) {\n        while (true) x++;\n    }\n}\n',
    mle: 'import java.util.ArrayList;\nimport java.util.Arrays;\nimport java.util.List;\n\npublic class Main {\n    public static void main(String[] args) {\n        List<byte[]> blocks = new ArrayList<>();\n        for (int i = 0; i < 64; i++) {\n            byte[] b = new byte[16 << 20];\n            Arrays.fill(b, (byte) 1);\n            blocks.add(b);\n        }\n        System.out.println(blocks.size());\n    }\n}\n',
    ole: 'public class Main {\n    public static void main(String[] args) {\n        String line = "x".repeat(1 << 20);\n        while (true) System.out.println(line);\n    }\n}\n',
  },
  // Valid Python 2 as well as Python 3.
  python: {
    wa: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(a - b)\n',
    ce: 'def f(:\n    pass\n',
    re: 'raise ValueError("boom")\n',
    tle: 'while True:\n    pass\n',
    // n on its own line: PyPy folds a constant expression at compile time, 1 GiB included.
    mle: 'n = 1 << 30\nx = b"1" * n\nprint(len(x))\n',
    ole: 'line = "x" * (1 << 20)\nwhile True:\n    print(line)\n',
  },
  go: {
    wa: 'package main\n\nimport "fmt"\n\nfunc main() {\n    var a, b int64\n    fmt.Scan(&a, &b)\n    fmt.Println(a - b)\n}\n',
    ce: 'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println(1 +)\n}\n',
    re: 'package main\n\nfunc main() {\n    panic("a runtime error on purpose")\n}\n',
    tle: 'package main\n\nvar x int\n\nfunc main() {\n    for {\n        x++\n    }\n}\n',
    mle: 'package main\n\nimport "fmt"\n\nfunc main() {\n    b := make([]byte, 1<<30)\n    for i := 0; i < len(b); i += 4096 {\n        b[i] = 1\n    }\n    fmt.Println(len(b))\n}\n',
    ole: 'package main\n\nimport (\n    "os"\n    "strings"\n)\n\nfunc main() {\n    line := []byte(strings.Repeat("x", 1<<20) + "\\n")\n    for {\n        os.Stdout.Write(line)\n    }\n}\n',
  },
  node: {
    wa: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a - b);\n",
    ce: 'const x = ;\nconsole.log(x);\n',
    re: "throw new Error('boom');\n",
    tle: 'for (;;) {}\n',
    mle: 'const b = Buffer.alloc(1 << 30, 1);\nconsole.log(b.length);\n',
    ole: "const line = 'x'.repeat(1 << 20) + '\\n';\nfor (;;) process.stdout.write(line);\n",
  },
  v8: {
    wa: 'const [a, b] = readline().trim().split(/\\s+/).map(Number);\nprint(a - b);\n',
    ce: 'const x = ;\nprint(x);\n',
    re: "throw new Error('boom');\n",
    tle: 'for (;;) {}\n',
    mle: 'const a = new Uint8Array(1 << 30);\na.fill(1);\nprint(a.length);\n',
    ole: "const line = 'x'.repeat(1 << 20);\nfor (;;) print(line);\n",
  },
  csharp: {
    wa: 'using System;\n\npublic class Program {\n    public static void Main() {\n        string[] s = Console.ReadLine().Split();\n        long a = long.Parse(s[0]), b = long.Parse(s[1]);\n        Console.WriteLine(a - b);\n    }\n}\n',
    ce: 'public class Program {\n    public static void Main() {\n        int x = ;\n    }\n}\n',
    re: 'public class Program {\n    public static void Main() {\n        throw new System.InvalidOperationException("boom");\n    }\n}\n',
    tle: 'public class Program {\n    static long x;\n\n    public static void Main() {\n        while (true) x++;\n    }\n}\n',
    mle: 'using System;\n\npublic class Program {\n    public static void Main() {\n        byte[] b = new byte[1 << 30];\n        for (int i = 0; i < b.Length; i += 4096) b[i] = 1;\n        Console.WriteLine(b.Length);\n    }\n}\n',
    ole: "using System;\n\npublic class Program {\n    public static void Main() {\n        string line = new string('x', 1 << 20);\n        while (true) Console.WriteLine(line);\n    }\n}\n",
  },
  php: {
    wa: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a - $b, "\\n";\n',
    ce: '<?php\necho 1 +;\n',
    re: '<?php\nthrow new Exception("boom");\n',
    tle: '<?php\nwhile (true) {}\n',
    mle: '<?php\n$s = str_repeat("x", 1 << 30);\necho strlen($s), "\\n";\n',
    ole: '<?php\n$line = str_repeat("x", 1 << 20) . "\\n";\nwhile (true) echo $line;\n',
  },
  ruby: {
    wa: 'a, b = gets.split.map(&:to_i)\nputs a - b\n',
    ce: 'def f(\n',
    re: 'raise "boom"\n',
    tle: 'x = 0\nwhile true\n  x += 1\nend\n',
    mle: 's = "x" * (1 << 30)\nputs s.size\n',
    ole: 'line = "x" * (1 << 20)\nloop { puts line }\n',
  },
  rust: {
    wa: 'use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!("{}", v[0] - v[1]);\n}\n',
    ce: 'fn main() {\n    let x: i32 = ;\n}\n',
    re: 'fn main() {\n    panic!("boom");\n}\n',
    tle: 'fn main() {\n    loop {}\n}\n',
    mle: 'fn main() {\n    let n = 1usize << 30;\n    let mut v = vec![0u8; n];\n    for i in (0..n).step_by(4096) {\n        v[i] = 1;\n    }\n    let s: usize = v.iter().step_by(4096).map(|&x| x as usize).sum();\n    println!("{}", s);\n}\n',
    ole: 'use std::io::Write;\n\nfn main() {\n    let line = "x".repeat(1 << 20) + "\\n";\n    let out = std::io::stdout();\n    let mut out = out.lock();\n    loop {\n        out.write_all(line.as_bytes()).unwrap();\n    }\n}\n',
  },
  pascal: {
    wa: 'var a, b: int64;\nbegin\n  readln(a, b);\n  writeln(a - b);\nend.\n',
    ce: 'var a: longint;\nbegin\n  a := ;\n  writeln(a);\nend.\n',
    re: '{ Leaves with exit code 1. }\nbegin\n  halt(1);\nend.\n',
    tle: 'var x: qword;\nbegin\n  x := 0;\n  while true do inc(x);\nend.\n',
    mle: 'var p: PByte; n, i: PtrUInt;\nbegin\n  n := 1 shl 30;\n  GetMem(p, n);\n  i := 0;\n  while i < n do begin p[i] := 1; inc(i, 4096); end;\n  writeln(p[0]);\nend.\n',
    ole: "var line: ansistring;\nbegin\n  line := StringOfChar('x', 1 shl 20);\n  while true do writeln(line);\nend.\n",
  },
};

function program(lang: JudgeLanguage, kind: Kind): string {
  if (kind === 'ac') return lang.template;
  const family = FAMILY[lang.name];
  if (!family) throw new Error(`no test programs for ${lang.name}`);
  return PROGRAMS[family][kind];
}

/** A syntax error is Compile Error where the table compiles or checks the source, else a crash of the run. */
function expected(lang: JudgeLanguage, kind: Kind): number {
  switch (kind) {
    case 'ac':
      return JudgeStatus.ACCEPTED;
    case 'wa':
      return JudgeStatus.WRONG_ANSWER;
    case 'ce':
      return lang.compile ? JudgeStatus.COMPILE_ERROR : JudgeStatus.RUNTIME_ERROR;
    case 're':
      return JudgeStatus.RUNTIME_ERROR;
    case 'tle':
      return JudgeStatus.TIME_LIMIT_EXCEEDED;
    case 'mle':
      return JudgeStatus.MEMORY_LIMIT_EXCEEDED;
    case 'ole':
      return JudgeStatus.RUNTIME_ERROR;
  }
}

const VERDICT_NAMES: Readonly<Record<number, string>> = {
  [JudgeStatus.ACCEPTED]: 'Accepted',
  [JudgeStatus.WRONG_ANSWER]: 'Wrong Answer',
  [JudgeStatus.COMPILE_ERROR]: 'Compile Error',
  [JudgeStatus.RUNTIME_ERROR]: 'Runtime Error',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'Time Limit Exceeded',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'Memory Limit Exceeded',
};

interface Judged {
  status: number;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  cases: { status: number; userOutput: string | null }[];
}

const installed = installedLanguages();
const isInstalled = new Set(installed.map((l) => l.name));

let world: JudgingWorld | undefined;
let server: TestServer;
let student: TestUser;
/** Every submission's verdict, by `${language}/${kind}`, filled as they finish. */
let verdicts: Promise<Map<string, Judged>>;
const started = Date.now();

async function submit(language: string, code: string, pid = 'AB'): Promise<number> {
  const sent = await server.call('POST', '/api/submit-problem-judge', { token: student.token, body: { pid, language, code } });
  if (sent.status !== 200) throw new Error(`${language}: submit refused: ${sent.msg}`);
  return sent.data.submitId as number;
}

/** Polls every pending submission together until all are judged. */
async function pollAll(ids: Map<string, number>): Promise<Map<string, Judged>> {
  const done = new Map<string, Judged>();
  const deadline = Date.now() + 280_000;
  while (done.size < ids.size) {
    if (Date.now() > deadline) throw new Error(`not judged in time: ${[...ids.keys()].filter((k) => !done.has(k)).join(', ')}`);
    await new Promise((r) => setTimeout(r, 300));
    const pending = [...ids].filter(([key]) => !done.has(key));
    await Promise.all(
      pending.map(async ([key, submitId]) => {
        const res = await server.call('GET', '/api/get-submission-detail', { token: student.token, query: { submitId } });
        const s = res.data.submission;
        if ([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(s.status)) return;
        const cases = await server.call('GET', '/api/get-all-case-result', { token: student.token, query: { submitId } });
        done.set(key, { ...s, cases: cases.data?.judgeCaseList ?? [] });
      }),
    );
  }
  return done;
}

beforeAll(async () => {
  world = await startJudgingWorld({ name: 'languages', firstWorker: 16, workers: 2 });
  server = world.server;
  student = await addUser(server, 'polyglot');
  // Stop at the first failing case: a wrong program runs one case, not three.
  await addProblem(server, {
    problemId: 'AB',
    cases: AB_CASES,
    languages: installed.map((l) => l.name),
    judgeCaseMode: 'ergodic_without_error',
  });
  // The same with time to spare, for the programs that fill memory: on a machine whose page faults
  // are slow (a virtual machine backing its memory lazily: 256 MB took a second of CPU here) a
  // 1-second limit would end them before they reach the memory limit.
  await addProblem(server, {
    problemId: 'MEM',
    cases: AB_CASES,
    languages: installed.map((l) => l.name),
    judgeCaseMode: 'ergodic_without_error',
    timeLimit: 10_000,
  });
  // The slowest submissions first, so that the two workers finish together.
  const order: Kind[] = ['tle', 'mle', 'ole', 'ac', 'wa', 're', 'ce'];
  const ids = new Map<string, number>();
  for (const kind of order)
    for (const lang of installed)
      ids.set(`${lang.name}/${kind}`, await submit(lang.name, program(lang, kind), kind === 'mle' ? 'MEM' : 'AB'));
  verdicts = pollAll(ids);
  verdicts.catch(() => undefined); // reported by the tests that wait for it
}, 120_000);

afterAll(async () => {
  await world?.close();
  console.log(`languages: ${installed.length} installed, judged in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

it('offers every installed language: each one passed its self-test at start', () => {
  expect(world?.judge.languages).toEqual(installed.map((l) => l.name));
});

for (const lang of JUDGE_LANGUAGES) {
  describe.skipIf(!isInstalled.has(lang.name))(`${lang.name}${isInstalled.has(lang.name) ? '' : ' (not installed here)'}`, () => {
    it.each(KINDS.map((kind) => ({ kind, shows: VERDICT_NAMES[expected(lang, kind)] })))(
      '$kind shows $shows',
      async ({ kind }) => {
        const s = (await verdicts).get(`${lang.name}/${kind}`)!;
        const want = expected(lang, kind);
        expect(s.status, JSON.stringify(s)).toBe(want);
        if (want === JudgeStatus.COMPILE_ERROR) {
          expect(s.errorMessage).toMatch(/error/i);
          return;
        }
        expect(s.cases.length, JSON.stringify(s)).toBeGreaterThan(0);
        if (kind === 'ac') expect(s.cases).toHaveLength(AB_CASES.length);
        // The case says why it failed (the submission's message is not shown to students).
        const failed = s.cases.at(-1)!;
        if (kind === 'ole') expect(failed.userOutput).toBe(OUTPUT_LIMIT_MESSAGE);
        else if (want === JudgeStatus.RUNTIME_ERROR) expect(failed.userOutput).toMatch(/^The program return exit status code: \d+/);
      },
      300_000,
    );
  });
}
