import { describe, expect, it } from 'vitest';
import {
  CHECKER_LANGUAGES,
  DEFAULT_ENV,
  DEFAULT_LANGUAGE_NAMES,
  LANGUAGE_NAMES,
  LANGUAGES,
  checkerLanguage,
  compileCommandText,
  effectiveLimits,
  expandArgv,
  expandPlaceholders,
  languageByName,
  languageEnv,
  type LanguageSpec,
} from './language.ts';

function lang(name: string): LanguageSpec {
  const l = languageByName(name);
  if (!l) throw new Error(`no language ${name}`);
  return l;
}

const vars = { src: '/work/SRC', exe: '/work/EXE', workDir: '/work', maxMemoryMB: 512, stackMB: 128 };

describe('the language table', () => {
  it('holds the names clients submit, in the client order, plus Pascal', () => {
    expect(LANGUAGE_NAMES).toEqual([
      'C',
      'C With O2',
      'C++',
      'C++ With O2',
      'C++ 17',
      'C++ 17 With O2',
      'C++ 20',
      'C++ 20 With O2',
      'Java',
      'Python3',
      'Python2',
      'PyPy3',
      'PyPy2',
      'Golang',
      'JavaScript Node',
      'JavaScript V8',
      'C#',
      'PHP',
      'Ruby',
      'Rust',
      'Pascal',
    ]);
    expect(new Set(LANGUAGE_NAMES).size).toBe(LANGUAGE_NAMES.length);
  });

  it('does not offer what Debian 12 cannot install', () => {
    const notOffered = LANGUAGES.filter((l) => !l.offered).map((l) => l.name);
    expect(notOffered).toEqual(['Python2', 'PyPy2', 'JavaScript V8']);
    expect(DEFAULT_LANGUAGE_NAMES).toHaveLength(18);
    for (const name of notOffered) expect(DEFAULT_LANGUAGE_NAMES).not.toContain(name);
    for (const l of LANGUAGES) {
      if (l.offered) expect(l.debianPackages.length, l.name).toBeGreaterThan(0);
      else expect(l.debianPackages, l.name).toEqual([]);
    }
  });

  it.each([
    ['C', 'text/x-csrc'],
    ['C With O2', 'text/x-csrc'],
    ['C++ 20 With O2', 'text/x-c++src'],
    ['Java', 'text/x-java'],
    ['Python3', 'text/x-python'],
    ['PyPy3', 'text/x-python'],
    ['Golang', 'text/x-go'],
    ['JavaScript Node', 'text/javascript'],
    ['C#', 'text/x-csharp'],
    ['PHP', 'text/x-php'],
    ['Ruby', 'text/x-ruby'],
    ['Rust', 'text/x-rustsrc'],
    ['Pascal', 'text/x-pascal'],
  ])('%s uses the CodeMirror mode %s', (name, mode) => {
    expect(lang(name).contentType).toBe(mode);
  });

  it('gives C and C++ factor 1 and every other language factor 2', () => {
    for (const l of LANGUAGES) {
      const cFamily = l.srcName.endsWith('.c') || l.srcName.endsWith('.cpp');
      expect(l.factor, l.name).toBe(cFamily ? 1 : 2);
    }
    expect(lang('Rust').factor).toBe(2);
  });

  it('lets only C and C++ write special judges', () => {
    expect(LANGUAGES.filter((l) => l.isSpj).map((l) => l.name)).toEqual(['C', 'C++']);
  });

  it('marks every language as our own', () => {
    for (const l of LANGUAGES) expect(l.oj).toBe('ME');
  });

  it('probes an absolute binary under /usr/bin', () => {
    for (const l of LANGUAGES) expect(l.probe, l.name).toMatch(/^\/usr\/bin\/[\w+.-]+$/);
  });

  it('uses argv arrays with absolute programs and no shell', () => {
    for (const l of LANGUAGES) {
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
    for (const l of LANGUAGES) {
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

  it('keeps a template and a three-section skeleton for each language', () => {
    for (const l of LANGUAGES) {
      expect(l.template.length, l.name).toBeGreaterThan(20);
      const markers = ['//PREPEND BEGIN', '//PREPEND END', '//TEMPLATE BEGIN', '//TEMPLATE END', '//APPEND BEGIN', '//APPEND END'];
      const positions = markers.map((m) => l.codeTemplate.indexOf(m));
      expect(
        positions.every((p) => p >= 0),
        l.name,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(lang('Java').template).toContain('public class Main');
    // A+B sums may need 64 bits: the typed templates read and add 64-bit integers.
    expect(lang('C').template).toContain('scanf("%lld %lld", &a, &b)');
    expect(lang('C++').template).toContain('long long a, b;');
    expect(lang('Java').template).toContain('long a = in.nextLong();');
    expect(lang('C#').template).toContain('long a = long.Parse(s[0])');
    expect(lang('Python3').template).toBe('a, b = map(int, input().split())\nprint(a + b)\n');
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

  it('shows the compile steps as one line', () => {
    expect(compileCommandText(lang('C'))).toBe('/usr/bin/gcc -DONLINE_JUDGE -w -fmax-errors=1 -std=c11 {src} -lm -o {exe}');
    expect(compileCommandText(lang('Java'))).toContain(' && /usr/bin/jar ');
    expect(compileCommandText(lang('PHP'))).toBe('');
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

describe('effectiveLimits', () => {
  it.each([
    ['C', 1000, 256, 1000, 256],
    ['C++ 20 With O2', 2000, 512, 2000, 512],
    ['Java', 1000, 256, 2000, 512],
    ['Python3', 1500, 128, 3000, 256],
    ['Rust', 1000, 256, 2000, 512],
    ['Pascal', 1000, 64, 2000, 128],
    ['Unknown', 1000, 256, 2000, 512],
  ])('%s: %i ms / %i MB → %i ms / %i MB', (name, tl, ml, etl, eml) => {
    expect(effectiveLimits(name, tl, ml)).toEqual({ timeLimitMs: etl, memoryLimitMB: eml });
  });

  it('accepts the spec itself', () => {
    expect(effectiveLimits(lang('Golang'), 500, 32)).toEqual({ timeLimitMs: 1000, memoryLimitMB: 64 });
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
