import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LANGUAGES, effectiveLimits, languageByName, type LanguageInfo } from './language.ts';

function lang(name: string): LanguageInfo {
  const l = languageByName(name);
  if (!l) throw new Error(`no language ${name}`);
  return l;
}

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

  it('holds what server and browser read, nothing of a judge host’s toolchain', () => {
    const fields = ['name', 'description', 'contentType', 'srcName', 'compileCommand', 'factor', 'template', 'codeTemplate', 'isSpj', 'oj'];
    for (const l of LANGUAGES) expect(Object.keys(l).sort(), l.name).toEqual([...fields].sort());
  });

  it('marks every language as our own', () => {
    for (const l of LANGUAGES) expect(l.oj).toBe('ME');
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

describe('compile commands as shown', () => {
  it('shows the compile steps as one line, and nothing where there is no compile', () => {
    expect(lang('C').compileCommand).toBe('/usr/bin/gcc -DONLINE_JUDGE -w -fmax-errors=1 -std=c11 {src} -lm -o {exe}');
    expect(lang('C++ 17 With O2').compileCommand).toBe('/usr/bin/g++ -DONLINE_JUDGE -w -fmax-errors=1 -O2 -std=c++17 {src} -lm -o {exe}');
    expect(lang('Java').compileCommand).toContain(' && /usr/bin/jar ');
    expect(lang('Python3').compileCommand).toBe('/usr/bin/python3 -m py_compile {src}');
    for (const name of ['JavaScript Node', 'JavaScript V8', 'PHP', 'Ruby']) expect(lang(name).compileCommand, name).toBe('');
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

  it('accepts the language itself', () => {
    expect(effectiveLimits(lang('Golang'), 500, 32)).toEqual({ timeLimitMs: 1000, memoryLimitMB: 64 });
  });
});
