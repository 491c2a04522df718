import { describe, expect, it } from 'vitest';
import { LANGUAGES, effectiveLimits } from '@arbiter/contract';
import { compileCommandText, expandArgv, expandPlaceholders, languageEnv } from './argv.ts';
import { CHECKER_LANGUAGES, checkerLanguage } from './checkers.ts';
import { DEFAULT_LANGUAGES, JUDGE_LANGUAGES } from './index.ts';
import { DEFAULT_ENV, type JudgeLanguage } from './toolchain.ts';

function lang(name: string): JudgeLanguage {
  const l = JUDGE_LANGUAGES.find((x) => x.name === name);
  if (!l) throw new Error(`no language ${name}`);
  return l;
}

const vars = { src: '/work/SRC', exe: '/work/EXE', workDir: '/work', maxMemoryMB: 512, stackMB: 128 };

describe('the judge’s language table', () => {
  it('has one entry per contract language, in the contract’s order, built on the contract’s entry', () => {
    expect(JUDGE_LANGUAGES.map((l) => l.name)).toEqual(LANGUAGES.map((l) => l.name));
    JUDGE_LANGUAGES.forEach((l, i) => expect(l, l.name).toMatchObject(LANGUAGES[i]!));
  });

  it('compiles with exactly the steps the contract shows', () => {
    for (const l of JUDGE_LANGUAGES) expect(compileCommandText(l), l.name).toBe(l.compileCommand);
  });

  it('installs by default what Debian 12 packages, and nothing else', () => {
    expect(JUDGE_LANGUAGES.filter((l) => l.debianPackages.length === 0).map((l) => l.name)).toEqual(['Python2', 'PyPy2', 'JavaScript V8']);
    expect(DEFAULT_LANGUAGES).toHaveLength(18);
  });

  it('probes absolute binaries, among them every program its commands start', () => {
    for (const l of JUDGE_LANGUAGES) {
      expect(l.probes.length, l.name).toBeGreaterThan(0);
      for (const p of l.probes) expect(p, l.name).toMatch(/^\/usr\/bin\/[\w+.-]+$/);
      const programs = [...(l.compile?.steps ?? []), l.run].map((argv) => argv[0]!).filter((p) => p.startsWith('/'));
      for (const p of programs) expect(l.probes, l.name).toContain(p);
    }
  });

  it('uses argv arrays with absolute programs and no shell', () => {
    for (const l of JUDGE_LANGUAGES) {
      const argvs = [...(l.compile?.steps ?? []), l.run];
      for (const argv of argvs) {
        expect(argv[0], l.name).toMatch(/^(\/usr\/bin\/|\{exe\}$)/);
        expect(argv, l.name).not.toContain('-c');
        expect(argv[0], l.name).not.toMatch(/\/(ba)?sh$/);
      }
    }
  });

  it('only uses known placeholders', () => {
    const known = new Set(['src', 'exe', 'workDir', 'maxMemoryMB', 'stackMB']);
    for (const l of JUDGE_LANGUAGES) {
      const text = [...(l.compile?.steps.flat() ?? []), ...l.run, ...Object.values(l.env), ...Object.values(l.compile?.env ?? {})].join(
        ' ',
      );
      for (const m of text.matchAll(/\{(\w+)\}/g)) expect(known, `${l.name}: ${m[0]}`).toContain(m[1]);
    }
  });

  it('runs the source itself exactly when there is no executable of its own', () => {
    for (const name of ['Python3', 'PyPy3', 'JavaScript Node', 'PHP', 'Ruby']) {
      const l = lang(name);
      expect(l.exeName).toBe(l.srcName);
      expect(l.run).toContain('{src}');
    }
    for (const name of ['JavaScript Node', 'PHP', 'Ruby', 'JavaScript V8']) expect(lang(name).compile).toBeNull();
  });

  it('proves each language with its A+B template on a sum that needs 64 bits', () => {
    for (const l of JUDGE_LANGUAGES) {
      expect(l.selfTest, l.name).toEqual({ code: l.template, input: '2147483647 2147483647\n', output: '4294967294' });
    }
  });
});

describe('commands', () => {
  it.each([
    ['C', ['/usr/bin/gcc', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c11', '/work/SRC', '-lm', '-o', '/work/EXE']],
    ['C With O2', ['/usr/bin/gcc', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-O2', '-std=c11', '/work/SRC', '-lm', '-o', '/work/EXE']],
    ['C++', ['/usr/bin/g++', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c++14', '/work/SRC', '-lm', '-o', '/work/EXE']],
    ['C++ With O2', ['/usr/bin/g++', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-O2', '-std=c++14', '/work/SRC', '-lm', '-o', '/work/EXE']],
    ['C++ 17', ['/usr/bin/g++', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c++17', '/work/SRC', '-lm', '-o', '/work/EXE']],
    [
      'C++ 20 With O2',
      ['/usr/bin/g++', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-O2', '-std=c++20', '/work/SRC', '-lm', '-o', '/work/EXE'],
    ],
    ['Python3', ['/usr/bin/python3', '-m', 'py_compile', '/work/SRC']],
    ['PyPy3', ['/usr/bin/pypy3', '-m', 'py_compile', '/work/SRC']],
    ['Golang', ['/usr/bin/go', 'build', '-o', '/work/EXE', '/work/SRC']],
    ['C#', ['/usr/bin/mcs', '-optimize+', '-define:ONLINE_JUDGE', '-out:/work/EXE', '/work/SRC']],
    ['Rust', ['/usr/bin/rustc', '--edition', '2021', '-O', '-o', '/work/EXE', '/work/SRC']],
    ['Pascal', ['/usr/bin/fpc', '-O2', '-Xs', '-Sgic', '-dONLINE_JUDGE', '-o/work/EXE', '/work/SRC']],
  ])('%s compiles in one step', (name, argv) => {
    const steps = lang(name).compile!.steps;
    expect(steps).toHaveLength(1);
    expect(expandArgv(steps[0]!, vars)).toEqual(argv);
  });

  it('compiles Java with javac, then packs the classes into one jar', () => {
    const steps = lang('Java').compile!.steps.map((s) => expandArgv(s, vars));
    const jvm = ['-J-XX:+UseSerialGC', '-J-XX:ActiveProcessorCount=1', '-J-XX:TieredStopAtLevel=1', '-J-XX:-UsePerfData'];
    expect(steps).toEqual([
      ['/usr/bin/javac', ...jvm, '-encoding', 'UTF-8', '-d', 'classes', '/work/SRC'],
      ['/usr/bin/jar', ...jvm, '--create', '--file', '/work/EXE', '-C', 'classes', '.'],
    ]);
    expect(lang('Java').exeName).toBe('Main.jar');
  });

  it('runs Java with the fair JVM flags, -Xmx at the effective memory limit and -Xss at the stack limit', () => {
    const limits = effectiveLimits('Java', 1000, 256);
    expect(expandArgv(lang('Java').run, { ...vars, maxMemoryMB: limits.memoryLimitMB, stackMB: 64 })).toEqual([
      '/usr/bin/java',
      '-Dfile.encoding=UTF-8',
      '-Xmx512m',
      '-Xss64m',
      '-XX:+UseSerialGC',
      '-XX:ActiveProcessorCount=1',
      '-XX:TieredStopAtLevel=1',
      '-XX:-UsePerfData',
      '-cp',
      '/work/EXE',
      'Main',
    ]);
  });

  it.each([
    ['C', ['/work/EXE']],
    ['Golang', ['/work/EXE']],
    ['Rust', ['/work/EXE']],
    ['Pascal', ['/work/EXE']],
    ['Python3', ['/usr/bin/python3', '/work/SRC']],
    ['PyPy3', ['/usr/bin/pypy3', '/work/SRC']],
    ['JavaScript Node', ['/usr/bin/node', '/work/SRC']],
    ['C#', ['/usr/bin/mono', '/work/EXE']],
    ['PHP', ['/usr/bin/php', '/work/SRC']],
    ['Ruby', ['/usr/bin/ruby', '/work/SRC']],
  ])('%s runs as %j', (name, argv) => {
    expect(expandArgv(lang(name).run, vars)).toEqual(argv);
  });

  it('lists compile limits per language', () => {
    const limits = (name: string) => {
      const c = lang(name).compile!;
      return [c.cpuMs, c.wallMs, c.memoryMB];
    };
    expect(limits('C')).toEqual([5000, 10000, 256]);
    expect(limits('C++ 17 With O2')).toEqual([10000, 20000, 512]);
    expect(limits('Java')).toEqual([10000, 20000, 512]);
    expect(limits('Python3')).toEqual([5000, 10000, 256]);
    expect(limits('Golang')).toEqual([10000, 20000, 1024]);
    expect(limits('Rust')).toEqual([10000, 20000, 1024]);
  });

  it('names what to install and what to mount', () => {
    expect(lang('Java').debianPackages).toEqual(['openjdk-17-jdk-headless']);
    expect(lang('Java').extraReadonlyPaths).toEqual(['/etc/java-17-openjdk', '/etc/alternatives']);
    expect(lang('C#').debianPackages).toEqual(['mono-mcs', 'mono-runtime']);
    expect(lang('C#').extraReadonlyPaths).toEqual(['/etc/mono']);
    expect(lang('Pascal').debianPackages).toEqual(['fp-compiler']);
    expect(lang('Rust').extraReadonlyPaths).toEqual(['/etc/alternatives']);
    expect(lang('C++').extraReadonlyPaths).toEqual([]);
    expect(lang('Python3').extraReadonlyPaths).toEqual([]);
  });
});

describe('expandArgv', () => {
  it('fills each argument on its own and never splits a value with spaces', () => {
    expect(expandArgv(['{exe}', '-o{exe}', '{src}'], { exe: '/w/a b', src: 'x;rm -rf /' })).toEqual(['/w/a b', '-o/w/a b', 'x;rm -rf /']);
  });

  it('fills numbers and repeated placeholders', () => {
    expect(expandArgv(['-Xmx{maxMemoryMB}m', '{stackMB}{stackMB}'], { maxMemoryMB: 1024, stackMB: 8 })).toEqual(['-Xmx1024m', '88']);
  });

  it('refuses an unknown placeholder', () => {
    expect(() => expandArgv(['{nope}'], {})).toThrow('{nope}');
    expect(expandPlaceholders('no placeholders {} here', {})).toBe('no placeholders {} here');
  });
});

describe('environment', () => {
  it('starts from the default environment with HOME in the work dir', () => {
    expect(languageEnv(lang('C'), 'run', vars)).toEqual({
      PATH: DEFAULT_ENV.PATH,
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      LANGUAGE: 'en_US:en',
      HOME: '/work',
    });
  });

  it('adds the language variables per phase', () => {
    const goCompile = languageEnv(lang('Golang'), 'compile', vars);
    expect(goCompile).toMatchObject({ GOCACHE: '/work/.cache/go-build', GOPATH: '/work/.go', CGO_ENABLED: '0', HOME: '/work' });
    expect(goCompile.GOMAXPROCS).toBeUndefined();
    expect(languageEnv(lang('Golang'), 'run', vars)).toMatchObject({ GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' });
    expect(languageEnv(lang('Python3'), 'run', vars).PYTHONIOENCODING).toBe('utf-8');
    expect(languageEnv(lang('Python3'), 'compile', vars).PYTHONIOENCODING).toBe('utf-8');
    expect(languageEnv(lang('PHP'), 'compile', vars)).toEqual(languageEnv(lang('PHP'), 'run', vars));
  });
});

describe('special judge and interactor programs', () => {
  it('compiles C and C++ checkers with -O2 and runs them on input, user output, expected output', () => {
    expect(CHECKER_LANGUAGES.map((c) => c.name)).toEqual(['SPJ-C', 'SPJ-C++', 'INTERACTIVE-C', 'INTERACTIVE-C++']);
    const spjCpp = checkerLanguage('spj', 'C++')!;
    expect(spjCpp.srcName).toBe('spj.cpp');
    expect(expandArgv(spjCpp.compile.steps[0]!, { src: 'spj.cpp', exe: 'spj' })).toEqual([
      '/usr/bin/g++',
      '-DONLINE_JUDGE',
      '-O2',
      '-w',
      '-fmax-errors=3',
      '-std=c++17',
      'spj.cpp',
      '-lm',
      '-o',
      'spj',
    ]);
    const interC = checkerLanguage('interactive', 'C')!;
    expect(interC.exeName).toBe('interactive');
    expect(interC.compile.steps[0]).toContain('-std=c11');
    expect(interC.compile.steps[0]).toContain('-O2');
    expect(expandArgv(interC.run, { exe: '/w/interactive', input: '/w/in', userOutput: '/w/log', expectedOutput: '/w/ans' })).toEqual([
      '/w/interactive',
      '/w/in',
      '/w/log',
      '/w/ans',
    ]);
    expect([spjCpp.compile.cpuMs, spjCpp.compile.wallMs, spjCpp.compile.memoryMB]).toEqual([15000, 30000, 512]);
    expect([interC.compile.cpuMs, interC.compile.wallMs, interC.compile.memoryMB]).toEqual([10000, 20000, 512]);
  });

  it('has no checker entry for other languages', () => {
    expect(checkerLanguage('spj', 'Java')).toBeUndefined();
  });
});
