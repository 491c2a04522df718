/**
 * The languages as server and browser know them (hoj-data-and-judge §B.6, hoj-api §4 `Language`):
 * the name clients submit, the editor mode, the starter code, the time and memory factor, and what
 * the `language` rows are seeded from. How a judge host compiles and runs each one (argv, probes,
 * Debian packages, JVM flags) is the judge's own table: apps/judge/src/languages/.
 */

/** What server and browser need to know of a language. */
export interface LanguageInfo {
  /** The exact string clients submit and `judge.language` stores. */
  name: string;
  description: string;
  /** CodeMirror mode. */
  contentType: string;
  /** The name a judge host saves the source under: the file name of an accepted-code download. */
  srcName: string;
  /**
   * The compile steps as one line for display (`Language.compileCommand`), empty when there is
   * none; the judge's table holds them as argv, and its tests check that both say the same.
   */
  compileCommand: string;
  /** Time and memory limits are multiplied by this (1 for C/C++, 2 for everything else). */
  factor: 1 | 2;
  /** A+B in this language (a judge host also proves its toolchain with it at start). */
  template: string;
  /** Starter skeleton with the //PREPEND, //TEMPLATE and //APPEND sections. */
  codeTemplate: string;
  /** Usable as the language of a special judge or an interactor. */
  isSpj: boolean;
  oj: 'ME';
}

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

function gcc(name: string, description: string, o2: boolean, cpp: boolean, std: string, isSpj: boolean): LanguageInfo {
  return {
    name,
    description,
    contentType: cpp ? 'text/x-c++src' : 'text/x-csrc',
    srcName: cpp ? 'main.cpp' : 'main.c',
    compileCommand: `/usr/bin/${cpp ? 'g++' : 'gcc'} -DONLINE_JUDGE -w -fmax-errors=1${o2 ? ' -O2' : ''} -std=${std} {src} -lm -o {exe}`,
    factor: 1,
    template: cpp ? A_PLUS_B.cpp : A_PLUS_B.c,
    codeTemplate: cpp ? CODE_TEMPLATE.cpp : CODE_TEMPLATE.c,
    isSpj,
    oj: 'ME',
  };
}

function other(info: Omit<LanguageInfo, 'factor' | 'isSpj' | 'oj'>): LanguageInfo {
  return { ...info, factor: 2, isSpj: false, oj: 'ME' };
}

const JVM_TOOL_FLAGS = '-J-XX:+UseSerialGC -J-XX:ActiveProcessorCount=1 -J-XX:TieredStopAtLevel=1 -J-XX:-UsePerfData';
const pyCompile = (interpreter: string) => `${interpreter} -m py_compile {src}`;

// ---------------------------------------------------------------------------------------------
// The table, in the order the client lists it.

export const LANGUAGES: readonly LanguageInfo[] = [
  gcc('C', 'GCC 12 (C11)', false, false, 'c11', true),
  gcc('C With O2', 'GCC 12 (C11, -O2)', true, false, 'c11', false),
  gcc('C++', 'G++ 12 (C++14)', false, true, 'c++14', true),
  gcc('C++ With O2', 'G++ 12 (C++14, -O2)', true, true, 'c++14', false),
  gcc('C++ 17', 'G++ 12 (C++17)', false, true, 'c++17', false),
  gcc('C++ 17 With O2', 'G++ 12 (C++17, -O2)', true, true, 'c++17', false),
  gcc('C++ 20', 'G++ 12 (C++20)', false, true, 'c++20', false),
  gcc('C++ 20 With O2', 'G++ 12 (C++20, -O2)', true, true, 'c++20', false),
  other({
    name: 'Java',
    description: 'OpenJDK 17',
    contentType: 'text/x-java',
    srcName: 'Main.java',
    compileCommand: `/usr/bin/javac ${JVM_TOOL_FLAGS} -encoding UTF-8 -d classes {src} && /usr/bin/jar ${JVM_TOOL_FLAGS} --create --file {exe} -C classes .`,
    template: A_PLUS_B.java,
    codeTemplate: CODE_TEMPLATE.java,
  }),
  other({
    name: 'Python3',
    description: 'Python 3.11',
    contentType: 'text/x-python',
    srcName: 'main.py',
    compileCommand: pyCompile('/usr/bin/python3'),
    template: A_PLUS_B.python3,
    codeTemplate: CODE_TEMPLATE.python3,
  }),
  other({
    name: 'Python2',
    description: 'Python 2.7 (no Debian 12 package)',
    contentType: 'text/x-python',
    srcName: 'main.py',
    compileCommand: pyCompile('/usr/bin/python2'),
    template: A_PLUS_B.python2,
    codeTemplate: CODE_TEMPLATE.python2,
  }),
  other({
    name: 'PyPy3',
    description: 'PyPy 7.3 (Python 3.9)',
    contentType: 'text/x-python',
    srcName: 'main.py',
    compileCommand: pyCompile('/usr/bin/pypy3'),
    template: A_PLUS_B.python3,
    codeTemplate: CODE_TEMPLATE.python3,
  }),
  other({
    name: 'PyPy2',
    description: 'PyPy (Python 2.7, no Debian 12 package)',
    contentType: 'text/x-python',
    srcName: 'main.py',
    compileCommand: pyCompile('/usr/bin/pypy'),
    template: A_PLUS_B.python2,
    codeTemplate: CODE_TEMPLATE.python2,
  }),
  other({
    name: 'Golang',
    description: 'Go 1.19',
    contentType: 'text/x-go',
    srcName: 'main.go',
    compileCommand: '/usr/bin/go build -o {exe} {src}',
    template: A_PLUS_B.go,
    codeTemplate: CODE_TEMPLATE.go,
  }),
  other({
    name: 'JavaScript Node',
    description: 'Node.js',
    contentType: 'text/javascript',
    srcName: 'main.js',
    compileCommand: '',
    template: A_PLUS_B.node,
    codeTemplate: CODE_TEMPLATE.js,
  }),
  other({
    name: 'JavaScript V8',
    description: 'V8 d8 shell (no Debian 12 package)',
    contentType: 'text/javascript',
    srcName: 'main.js',
    compileCommand: '',
    template: A_PLUS_B.v8,
    codeTemplate: CODE_TEMPLATE.v8,
  }),
  other({
    name: 'C#',
    description: 'Mono C# 6.8 (mcs)',
    contentType: 'text/x-csharp',
    srcName: 'Main.cs',
    compileCommand: '/usr/bin/mcs -optimize+ -define:ONLINE_JUDGE -out:{exe} {src}',
    template: A_PLUS_B.csharp,
    codeTemplate: CODE_TEMPLATE.csharp,
  }),
  other({
    name: 'PHP',
    description: 'PHP 8.2',
    contentType: 'text/x-php',
    srcName: 'main.php',
    compileCommand: '',
    template: A_PLUS_B.php,
    codeTemplate: CODE_TEMPLATE.php,
  }),
  other({
    name: 'Ruby',
    description: 'Ruby 3.1',
    contentType: 'text/x-ruby',
    srcName: 'main.rb',
    compileCommand: '',
    template: A_PLUS_B.ruby,
    codeTemplate: CODE_TEMPLATE.ruby,
  }),
  other({
    name: 'Rust',
    description: 'Rust 1.63 (2021 edition)',
    contentType: 'text/x-rustsrc',
    srcName: 'main.rs',
    compileCommand: '/usr/bin/rustc --edition 2021 -O -o {exe} {src}',
    template: A_PLUS_B.rust,
    codeTemplate: CODE_TEMPLATE.rust,
  }),
  other({
    name: 'Pascal',
    description: 'Free Pascal 3.2',
    contentType: 'text/x-pascal',
    srcName: 'main.pas',
    compileCommand: '/usr/bin/fpc -O2 -Xs -Sgic -dONLINE_JUDGE -o{exe} {src}',
    template: A_PLUS_B.pascal,
    codeTemplate: CODE_TEMPLATE.pascal,
  }),
];

const BY_NAME: ReadonlyMap<string, LanguageInfo> = new Map(LANGUAGES.map((l) => [l.name, l]));

export function languageByName(name: string): LanguageInfo | undefined {
  return BY_NAME.get(name);
}

/** Every name a submission may carry (which of them a judge host offers is the host's to say). */
export const LANGUAGE_NAMES: readonly string[] = LANGUAGES.map((l) => l.name);

export interface EffectiveLimits {
  timeLimitMs: number;
  memoryLimitMB: number;
}

/** A problem's limits as they apply to a language: non-C/C++ languages get twice the time and memory. */
export function effectiveLimits(language: LanguageInfo | string, timeLimitMs: number, memoryLimitMB: number): EffectiveLimits {
  const info = typeof language === 'string' ? languageByName(language) : language;
  const factor = info?.factor ?? 2;
  return { timeLimitMs: timeLimitMs * factor, memoryLimitMB: memoryLimitMB * factor };
}

/** What a problem's checker program is: a special judge or an interactor (written in C or C++). */
export type CheckerRole = 'spj' | 'interactive';
