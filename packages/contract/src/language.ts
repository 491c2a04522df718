/**
 * The one language table that server, web and judge share (hoj-data-and-judge §B.6, hoj-api §4
 * `Language`). No I/O: the judge host decides which entries it offers by checking `probe`.
 *
 * Commands are argv arrays, never shell strings. Each argument may hold placeholders that
 * `expandArgv` fills in, one argument at a time (an argument is never split):
 *
 * | placeholder | value |
 * |---|---|
 * | `{src}` | path of the source file (`srcName`) inside the sandbox's work dir |
 * | `{exe}` | path of what runs (`exeName`) inside the work dir |
 * | `{workDir}` | the work dir itself (also used in environment values) |
 * | `{maxMemoryMB}` | the effective (factored) memory limit in MB |
 * | `{stackMB}` | the stack limit in MB |
 * | `{input}`, `{userOutput}`, `{expectedOutput}` | checker and interactor files |
 *
 * Compile commands run with the work dir as the current directory. When `exeName` equals `srcName`
 * (interpreted languages) the source file itself is what runs; a compile step there is only a
 * syntax check so that syntax errors are Compile Error rather than Runtime Error.
 */

export type Argv = readonly string[];

export interface CompileSpec {
  /** Commands run in order; the first one that does not exit 0 makes the submission Compile Error. */
  steps: readonly Argv[];
  /** Limits of each step. */
  cpuMs: number;
  wallMs: number;
  memoryMB: number;
  /** Extra variables for the compile steps, over DEFAULT_ENV. */
  env: Readonly<Record<string, string>>;
}

export interface LanguageSpec {
  /** The exact string clients submit and `judge.language` stores. */
  name: string;
  description: string;
  /** CodeMirror mode. */
  contentType: string;
  srcName: string;
  exeName: string;
  compile: CompileSpec | null;
  run: Argv;
  /** Extra variables for the run, over DEFAULT_ENV. */
  env: Readonly<Record<string, string>>;
  /** Time and memory limits are multiplied by this (1 for C/C++, 2 for everything else). */
  factor: 1 | 2;
  /** A+B in this language. */
  template: string;
  /** Starter skeleton with the //PREPEND, //TEMPLATE and //APPEND sections. */
  codeTemplate: string;
  /** Usable as the language of a special judge or an interactor. */
  isSpj: boolean;
  /** What to apt-get on Debian 12 to offer it; empty when Debian 12 has no package. */
  debianPackages: readonly string[];
  /** The binary whose presence means the language is installed. */
  probe: string;
  /** Paths outside /usr the toolchain needs read-only inside the sandbox (missing ones are skipped). */
  extraReadonlyPaths: readonly string[];
  /** Offered by default: false when Debian 12 has no package for it. */
  offered: boolean;
  oj: 'ME';
}

/** Environment of every compile and run. HOME points at the work dir. */
export const DEFAULT_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  LANGUAGE: 'en_US:en',
  HOME: '{workDir}',
};

const NO_ENV: Readonly<Record<string, string>> = {};

// ---------------------------------------------------------------------------------------------
// Templates (A+B with 64-bit sums: the addends fit in 32 bits, their sum may not)

const A_PLUS_B = {
  c: `#include <stdio.h>

int main() {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`,
  cpp: `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`,
  java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong();
        long b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
  python3: `a, b = map(int, input().split())
print(a + b)
`,
  python2: `a, b = map(int, raw_input().split())
print a + b
`,
  go: `package main

import "fmt"

func main() {
    var a, b int
    fmt.Scan(&a, &b)
    fmt.Println(a + b)
}
`,
  node: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(data[0] + data[1]);
`,
  v8: `const [a, b] = readline().trim().split(/\\s+/).map(Number);
print(a + b);
`,
  csharp: `using System;

public class Program {
    public static void Main() {
        string[] s = Console.ReadLine().Split();
        long a = long.Parse(s[0]), b = long.Parse(s[1]);
        Console.WriteLine(a + b);
    }
}
`,
  php: `<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b, "\\n";
`,
  ruby: `a, b = gets.split.map(&:to_i)
puts a + b
`,
  rust: `use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
`,
  pascal: `var a, b: longint;
begin
  readln(a, b);
  writeln(a + b);
end.
`,
};

/** The three sections the server splices around the student's code. */
function skeleton(prepend: string, template: string, append: string): string {
  return `//PREPEND BEGIN\n${prepend}\n//PREPEND END\n\n//TEMPLATE BEGIN\n${template}\n//TEMPLATE END\n\n//APPEND BEGIN\n${append}\n//APPEND END`;
}

const CODE_TEMPLATE = {
  c: skeleton(
    '#include <stdio.h>',
    'int add(int a, int b) {\n  // Please fill this blank\n  return ___________;\n}',
    'int main() {\n  printf("%d", add(1, 2));\n  return 0;\n}',
  ),
  cpp: skeleton(
    '#include <iostream>\nusing namespace std;',
    'int add(int a, int b) {\n  // Please fill this blank\n  return ___________;\n}',
    'int main() {\n  cout << add(1, 2);\n  return 0;\n}',
  ),
  java: skeleton(
    'import java.util.*;\npublic class Main {',
    '  public static int add(int a, int b) {\n    // Please fill this blank\n    return ___________;\n  }',
    '  public static void main(String[] args) {\n    System.out.println(add(1, 2));\n  }\n}',
  ),
  python3: skeleton('', 'def add(a, b):\n    # Please fill this blank\n    return ___________', 'print(add(1, 2))'),
  python2: skeleton('', 'def add(a, b):\n    # Please fill this blank\n    return ___________', 'print add(1, 2)'),
  go: skeleton(
    'package main\n\nimport "fmt"',
    'func add(a int, b int) int {\n  // Please fill this blank\n  return ___________\n}',
    'func main() {\n  fmt.Println(add(1, 2))\n}',
  ),
  js: skeleton('', 'function add(a, b) {\n  // Please fill this blank\n  return ___________;\n}', 'console.log(add(1, 2));'),
  v8: skeleton('', 'function add(a, b) {\n  // Please fill this blank\n  return ___________;\n}', 'print(add(1, 2));'),
  csharp: skeleton(
    'using System;\npublic class Program {',
    '  public static int Add(int a, int b) {\n    // Please fill this blank\n    return ___________;\n  }',
    '  public static void Main() {\n    Console.WriteLine(Add(1, 2));\n  }\n}',
  ),
  php: skeleton('<?php', 'function add($a, $b) {\n  // Please fill this blank\n  return ___________;\n}', 'echo add(1, 2);'),
  ruby: skeleton('', 'def add(a, b)\n  # Please fill this blank\n  return ___________\nend', 'puts add(1, 2)'),
  rust: skeleton(
    '',
    'fn add(a: i32, b: i32) -> i32 {\n    // Please fill this blank\n    ___________\n}',
    'fn main() {\n    println!("{}", add(1, 2));\n}',
  ),
  pascal: skeleton(
    '',
    'function add(a, b: longint): longint;\nbegin\n  { Please fill this blank }\n  add := ___________;\nend;',
    'begin\n  writeln(add(1, 2));\nend.',
  ),
};

// ---------------------------------------------------------------------------------------------
// Builders

const GCC_FLAGS = ['-DONLINE_JUDGE', '-w', '-fmax-errors=1'] as const;

function cFamily(name: string, description: string, o2: boolean, cpp: boolean, std: string, isSpj: boolean): LanguageSpec {
  const srcName = cpp ? 'main.cpp' : 'main.c';
  const compiler = cpp ? '/usr/bin/g++' : '/usr/bin/gcc';
  return {
    name,
    description,
    contentType: cpp ? 'text/x-c++src' : 'text/x-csrc',
    srcName,
    exeName: 'main',
    compile: {
      steps: [[compiler, ...GCC_FLAGS, ...(o2 ? ['-O2'] : []), `-std=${std}`, '{src}', '-lm', '-o', '{exe}']],
      cpuMs: cpp ? 10_000 : 5_000,
      wallMs: cpp ? 20_000 : 10_000,
      memoryMB: cpp ? 512 : 256,
      env: NO_ENV,
    },
    run: ['{exe}'],
    env: NO_ENV,
    factor: 1,
    template: cpp ? A_PLUS_B.cpp : A_PLUS_B.c,
    codeTemplate: cpp ? CODE_TEMPLATE.cpp : CODE_TEMPLATE.c,
    isSpj,
    debianPackages: [cpp ? 'g++' : 'gcc'],
    probe: compiler,
    extraReadonlyPaths: [],
    offered: true,
    oj: 'ME',
  };
}

/** Flags that keep a JVM small and fair inside the sandbox (sandbox study §6). */
const JVM_FAIR_FLAGS = ['-XX:+UseSerialGC', '-XX:ActiveProcessorCount=1', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'] as const;
const JAVA_TOOL_FLAGS = JVM_FAIR_FLAGS.map((f) => `-J${f}`);
const JAVA_EXTRA_PATHS = ['/etc/java-17-openjdk', '/etc/alternatives'] as const;

function scripted(
  base: Pick<LanguageSpec, 'name' | 'description' | 'contentType' | 'srcName' | 'template' | 'codeTemplate' | 'probe'>,
  rest: Partial<LanguageSpec>,
): LanguageSpec {
  return {
    exeName: base.srcName,
    compile: null,
    run: [base.probe, '{src}'],
    env: NO_ENV,
    factor: 2,
    isSpj: false,
    debianPackages: [],
    extraReadonlyPaths: [],
    offered: true,
    oj: 'ME',
    ...base,
    ...rest,
  };
}

const PY_ENV: Readonly<Record<string, string>> = { PYTHONIOENCODING: 'utf-8' };

/** `py_compile` as the compile step, so that a syntax error is Compile Error. The run reads the source. */
function pyCheck(interpreter: string): CompileSpec {
  return { steps: [[interpreter, '-m', 'py_compile', '{src}']], cpuMs: 5_000, wallMs: 10_000, memoryMB: 256, env: PY_ENV };
}

// ---------------------------------------------------------------------------------------------
// The table, in the order the client lists it.

export const LANGUAGES: readonly LanguageSpec[] = [
  cFamily('C', 'GCC 12 (C11)', false, false, 'c11', true),
  cFamily('C With O2', 'GCC 12 (C11, -O2)', true, false, 'c11', false),
  cFamily('C++', 'G++ 12 (C++14)', false, true, 'c++14', true),
  cFamily('C++ With O2', 'G++ 12 (C++14, -O2)', true, true, 'c++14', false),
  cFamily('C++ 17', 'G++ 12 (C++17)', false, true, 'c++17', false),
  cFamily('C++ 17 With O2', 'G++ 12 (C++17, -O2)', true, true, 'c++17', false),
  cFamily('C++ 20', 'G++ 12 (C++20)', false, true, 'c++20', false),
  cFamily('C++ 20 With O2', 'G++ 12 (C++20, -O2)', true, true, 'c++20', false),
  {
    name: 'Java',
    description: 'OpenJDK 17',
    contentType: 'text/x-java',
    srcName: 'Main.java',
    exeName: 'Main.jar',
    compile: {
      // javac, then one jar so that inner classes travel with Main as a single file.
      steps: [
        ['/usr/bin/javac', ...JAVA_TOOL_FLAGS, '-encoding', 'UTF-8', '-d', 'classes', '{src}'],
        ['/usr/bin/jar', ...JAVA_TOOL_FLAGS, '--create', '--file', '{exe}', '-C', 'classes', '.'],
      ],
      cpuMs: 10_000,
      wallMs: 20_000,
      memoryMB: 512,
      env: NO_ENV,
    },
    run: ['/usr/bin/java', '-Dfile.encoding=UTF-8', '-Xmx{maxMemoryMB}m', '-Xss{stackMB}m', ...JVM_FAIR_FLAGS, '-cp', '{exe}', 'Main'],
    env: NO_ENV,
    factor: 2,
    template: A_PLUS_B.java,
    codeTemplate: CODE_TEMPLATE.java,
    isSpj: false,
    debianPackages: ['openjdk-17-jdk-headless'],
    probe: '/usr/bin/javac',
    extraReadonlyPaths: JAVA_EXTRA_PATHS,
    offered: true,
    oj: 'ME',
  },
  scripted(
    {
      name: 'Python3',
      description: 'Python 3.11',
      contentType: 'text/x-python',
      srcName: 'main.py',
      template: A_PLUS_B.python3,
      codeTemplate: CODE_TEMPLATE.python3,
      probe: '/usr/bin/python3',
    },
    { compile: pyCheck('/usr/bin/python3'), env: PY_ENV, debianPackages: ['python3'] },
  ),
  scripted(
    {
      name: 'Python2',
      description: 'Python 2.7 (no Debian 12 package)',
      contentType: 'text/x-python',
      srcName: 'main.py',
      template: A_PLUS_B.python2,
      codeTemplate: CODE_TEMPLATE.python2,
      probe: '/usr/bin/python2',
    },
    { compile: pyCheck('/usr/bin/python2'), env: PY_ENV, offered: false },
  ),
  scripted(
    {
      name: 'PyPy3',
      description: 'PyPy 7.3 (Python 3.9)',
      contentType: 'text/x-python',
      srcName: 'main.py',
      template: A_PLUS_B.python3,
      codeTemplate: CODE_TEMPLATE.python3,
      probe: '/usr/bin/pypy3',
    },
    { compile: pyCheck('/usr/bin/pypy3'), env: PY_ENV, debianPackages: ['pypy3'] },
  ),
  scripted(
    {
      name: 'PyPy2',
      description: 'PyPy (Python 2.7, no Debian 12 package)',
      contentType: 'text/x-python',
      srcName: 'main.py',
      template: A_PLUS_B.python2,
      codeTemplate: CODE_TEMPLATE.python2,
      probe: '/usr/bin/pypy',
    },
    { compile: pyCheck('/usr/bin/pypy'), env: PY_ENV, offered: false },
  ),
  {
    name: 'Golang',
    description: 'Go 1.19',
    contentType: 'text/x-go',
    srcName: 'main.go',
    exeName: 'main',
    compile: {
      steps: [['/usr/bin/go', 'build', '-o', '{exe}', '{src}']],
      cpuMs: 10_000,
      wallMs: 20_000,
      memoryMB: 1024,
      env: { GOCACHE: '{workDir}/.cache/go-build', GOPATH: '{workDir}/.go', CGO_ENABLED: '0' },
    },
    run: ['{exe}'],
    env: { GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' },
    factor: 2,
    template: A_PLUS_B.go,
    codeTemplate: CODE_TEMPLATE.go,
    isSpj: false,
    debianPackages: ['golang-go'],
    probe: '/usr/bin/go',
    extraReadonlyPaths: [],
    offered: true,
    oj: 'ME',
  },
  scripted(
    {
      name: 'JavaScript Node',
      description: 'Node.js',
      contentType: 'text/javascript',
      srcName: 'main.js',
      template: A_PLUS_B.node,
      codeTemplate: CODE_TEMPLATE.js,
      probe: '/usr/bin/node',
    },
    { debianPackages: ['nodejs'] },
  ),
  scripted(
    {
      name: 'JavaScript V8',
      description: 'V8 d8 shell (no Debian 12 package)',
      contentType: 'text/javascript',
      srcName: 'main.js',
      template: A_PLUS_B.v8,
      codeTemplate: CODE_TEMPLATE.v8,
      probe: '/usr/bin/d8',
    },
    { offered: false },
  ),
  {
    name: 'C#',
    description: 'Mono C# 6.8 (mcs)',
    contentType: 'text/x-csharp',
    srcName: 'Main.cs',
    exeName: 'main.exe',
    compile: {
      steps: [['/usr/bin/mcs', '-optimize+', '-define:ONLINE_JUDGE', '-out:{exe}', '{src}']],
      cpuMs: 5_000,
      wallMs: 10_000,
      memoryMB: 512,
      env: NO_ENV,
    },
    run: ['/usr/bin/mono', '{exe}'],
    env: NO_ENV,
    factor: 2,
    template: A_PLUS_B.csharp,
    codeTemplate: CODE_TEMPLATE.csharp,
    isSpj: false,
    debianPackages: ['mono-mcs', 'mono-runtime'],
    probe: '/usr/bin/mcs',
    extraReadonlyPaths: ['/etc/mono'],
    offered: true,
    oj: 'ME',
  },
  scripted(
    {
      name: 'PHP',
      description: 'PHP 8.2',
      contentType: 'text/x-php',
      srcName: 'main.php',
      template: A_PLUS_B.php,
      codeTemplate: CODE_TEMPLATE.php,
      probe: '/usr/bin/php',
    },
    { debianPackages: ['php-cli'], extraReadonlyPaths: ['/etc/php', '/etc/alternatives'] },
  ),
  scripted(
    {
      name: 'Ruby',
      description: 'Ruby 3.1',
      contentType: 'text/x-ruby',
      srcName: 'main.rb',
      template: A_PLUS_B.ruby,
      codeTemplate: CODE_TEMPLATE.ruby,
      probe: '/usr/bin/ruby',
    },
    { debianPackages: ['ruby'] },
  ),
  {
    name: 'Rust',
    description: 'Rust 1.63 (2021 edition)',
    contentType: 'text/x-rustsrc',
    srcName: 'main.rs',
    exeName: 'main',
    compile: {
      steps: [['/usr/bin/rustc', '--edition', '2021', '-O', '-o', '{exe}', '{src}']],
      cpuMs: 10_000,
      wallMs: 20_000,
      memoryMB: 1024,
      env: NO_ENV,
    },
    run: ['{exe}'],
    env: NO_ENV,
    factor: 2,
    template: A_PLUS_B.rust,
    codeTemplate: CODE_TEMPLATE.rust,
    isSpj: false,
    debianPackages: ['rustc'],
    probe: '/usr/bin/rustc',
    // rustc links through /usr/bin/cc, an alternatives link.
    extraReadonlyPaths: ['/etc/alternatives'],
    offered: true,
    oj: 'ME',
  },
  {
    name: 'Pascal',
    description: 'Free Pascal 3.2',
    contentType: 'text/x-pascal',
    srcName: 'main.pas',
    exeName: 'main',
    compile: {
      steps: [['/usr/bin/fpc', '-O2', '-Xs', '-Sgic', '-dONLINE_JUDGE', '-o{exe}', '{src}']],
      cpuMs: 5_000,
      wallMs: 10_000,
      memoryMB: 256,
      env: NO_ENV,
    },
    run: ['{exe}'],
    env: NO_ENV,
    factor: 2,
    template: A_PLUS_B.pascal,
    codeTemplate: CODE_TEMPLATE.pascal,
    isSpj: false,
    debianPackages: ['fp-compiler'],
    probe: '/usr/bin/fpc',
    // /usr/bin/fpc and /etc/fpc.cfg are alternatives links; the config names the unit directories.
    extraReadonlyPaths: ['/etc/alternatives', '/etc/fpc.cfg', '/etc/fpc-3.2.2.cfg'],
    offered: true,
    oj: 'ME',
  },
];

const BY_NAME: ReadonlyMap<string, LanguageSpec> = new Map(LANGUAGES.map((l) => [l.name, l]));

export function languageByName(name: string): LanguageSpec | undefined {
  return BY_NAME.get(name);
}

/** Every name a submission may carry (offered or not: a judge host may have installed more). */
export const LANGUAGE_NAMES: readonly string[] = LANGUAGES.map((l) => l.name);

/** The languages offered by default (those Debian 12 can install). */
export const DEFAULT_LANGUAGE_NAMES: readonly string[] = LANGUAGES.filter((l) => l.offered).map((l) => l.name);

/** The compile steps as one line for display (`Language.compileCommand`); empty when there is none. */
export function compileCommandText(language: LanguageSpec): string {
  return language.compile ? language.compile.steps.map((s) => s.join(' ')).join(' && ') : '';
}

export interface EffectiveLimits {
  timeLimitMs: number;
  memoryLimitMB: number;
}

/** A problem's limits as they apply to a language: non-C/C++ languages get twice the time and memory. */
export function effectiveLimits(language: LanguageSpec | string, timeLimitMs: number, memoryLimitMB: number): EffectiveLimits {
  const spec = typeof language === 'string' ? languageByName(language) : language;
  const factor = spec?.factor ?? 2;
  return { timeLimitMs: timeLimitMs * factor, memoryLimitMB: memoryLimitMB * factor };
}

export type ArgvVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Fills `{name}` placeholders in one string. An unknown placeholder is a programming error. */
export function expandPlaceholders(text: string, vars: ArgvVars): string {
  return text.replace(PLACEHOLDER, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`No value for placeholder {${key}} in "${text}"`);
    return String(value);
  });
}

/** Fills the placeholders of every argument; arguments are never split or joined. */
export function expandArgv(argv: Argv, vars: ArgvVars): string[] {
  return argv.map((arg) => expandPlaceholders(arg, vars));
}

/** The environment of a compile (`phase: 'compile'`) or run, with placeholders filled. */
export function languageEnv(language: LanguageSpec, phase: 'compile' | 'run', vars: ArgvVars): Record<string, string> {
  const extra = phase === 'compile' ? (language.compile?.env ?? NO_ENV) : language.env;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...DEFAULT_ENV, ...extra })) out[k] = expandPlaceholders(v, vars);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Special judge and interactor programs (written by problem setters in C or C++).

export type CheckerRole = 'spj' | 'interactive';

export interface CheckerLanguageSpec {
  /** `SPJ-C`, `SPJ-C++`, `INTERACTIVE-C`, `INTERACTIVE-C++`. */
  name: string;
  role: CheckerRole;
  /** The problem's `spj_language`. */
  language: 'C' | 'C++';
  srcName: string;
  exeName: string;
  compile: CompileSpec;
  /** argv[1] test input, argv[2] user output (for an interactor: a log file it may write), argv[3] expected output. */
  run: Argv;
}

/**
 * testlib.h: when a problem supplies it as a judge extra file it is copied next to the checker's
 * source before compiling, so `#include "testlib.h"` finds it.
 */
export const TESTLIB_HEADER = 'testlib.h';

function checker(role: CheckerRole, language: 'C' | 'C++'): CheckerLanguageSpec {
  const cpp = language === 'C++';
  const base = role === 'spj' ? 'spj' : 'interactive';
  return {
    name: `${role === 'spj' ? 'SPJ' : 'INTERACTIVE'}-${language}`,
    role,
    language,
    srcName: `${base}.${cpp ? 'cpp' : 'c'}`,
    exeName: base,
    compile: {
      steps: [
        [
          cpp ? '/usr/bin/g++' : '/usr/bin/gcc',
          '-DONLINE_JUDGE',
          '-O2',
          '-w',
          '-fmax-errors=3',
          cpp ? '-std=c++17' : '-std=c11',
          '{src}',
          '-lm',
          '-o',
          '{exe}',
        ],
      ],
      cpuMs: cpp ? 15_000 : 10_000,
      wallMs: cpp ? 30_000 : 20_000,
      memoryMB: 512,
      env: NO_ENV,
    },
    run: ['{exe}', '{input}', '{userOutput}', '{expectedOutput}'],
  };
}

export const CHECKER_LANGUAGES: readonly CheckerLanguageSpec[] = [
  checker('spj', 'C'),
  checker('spj', 'C++'),
  checker('interactive', 'C'),
  checker('interactive', 'C++'),
];

/** The compile/run entry of a problem's special judge or interactor; undefined for other languages. */
export function checkerLanguage(role: CheckerRole, spjLanguage: string): CheckerLanguageSpec | undefined {
  return CHECKER_LANGUAGES.find((c) => c.role === role && c.language === spjLanguage);
}
