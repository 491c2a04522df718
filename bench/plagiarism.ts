/**
 * The code-similarity check after a contest: BENCH_PL_PROBLEMS (5) problems × BENCH_PL_SUBMISSIONS
 * (300) submissions, mostly C++ and some Python3, 40–150 lines each, checked per problem as the
 * admin's run does (one checkCorpus per problem, every language at once).
 *
 * The corpus is synthetic and seeded (the same every run). Each problem has a handful of solution
 * families per language: a generated program (helpers, loops, conditions, arrays). Each submission
 * takes one family and disguises it: identifiers renamed, another brace, indent and spacing style,
 * comments, helpers reordered, dead code inserted, and a share of its statements rewritten, from a
 * few (a copy) to most of them (a student who wrote the same idea independently). Most C++
 * submissions start with the course's fast-input template, which the check must treat as base code.
 * Prints numbers; asserts nothing.
 *
 *   npm run bench -- plagiarism
 */
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../apps/server/test/random.ts';
import { checkCorpus, comparePair, DEFAULT_THRESHOLD, type SourceDoc } from '../apps/server/src/modules/plagiarism/engine/index.ts';

const PROBLEMS = Number(process.env.BENCH_PL_PROBLEMS ?? 5);
const SUBMISSIONS = Number(process.env.BENCH_PL_SUBMISSIONS ?? 300);
const PYTHON_SHARE = 0.15;
const CPP_FAMILIES = 8;
const PY_FAMILIES = 3;

const random = seededRandom(20030609);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const chance = (p: number) => random() < p;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

// ---- The program model: statements of tokens, identifiers as `$name` placeholders ----

type Tok = string;
type Stmt = { line: Tok[] } | { head: Tok[]; body: Stmt[]; orElse?: Stmt[] };
interface Fn {
  head: Tok[];
  /** C++'s declaration, needed when the functions are reordered. */
  proto: Tok[] | null;
  body: Stmt[];
}
interface Program {
  lang: 'cpp' | 'py';
  globals: { line: Tok[] }[];
  helpers: Fn[];
  main: Fn;
  placeholders: string[];
}

/** What differs between the two languages' statements. */
interface Dialect {
  lang: 'cpp' | 'py';
  decl: (v: Tok, e: Tok[]) => Tok[];
  assign: (target: Tok[], op: string, e: Tok[]) => Tok[];
  forHead: (i: Tok, n: Tok[]) => Tok[];
  whileHead: (cond: Tok[]) => Tok[];
  ifHead: (cond: Tok[]) => Tok[];
  halve: (v: Tok) => Tok[];
  print: (e: Tok[]) => Tok[];
  ret: (e: Tok[]) => Tok[];
  fnHead: (name: Tok, params: Tok[]) => Tok[];
  proto: (name: Tok, params: Tok[]) => Tok[] | null;
  arrayGlobal: (a: Tok) => Tok[];
  readInt: (v: Tok) => Tok[];
  mainHead: Tok[];
  div: string;
}

const CPP: Dialect = {
  lang: 'cpp',
  decl: (v, e) => [pick(['long long', 'int', 'auto']), v, '=', ...e, ';'],
  assign: (t, op, e) => [...t, op, ...e, ';'],
  forHead: (i, n) => ['for', '(', 'int', i, '=', '0', ';', i, '<', ...n, ';', i, '++', ')'],
  whileHead: (c) => ['while', '(', ...c, ')'],
  ifHead: (c) => ['if', '(', ...c, ')'],
  halve: (v) => [v, '/=', '2', ';'],
  print: (e) =>
    chance(0.5) ? ['cout', '<<', ...e, '<<', "'\\n'", ';'] : ['printf', '(', '"%lld\\n"', ',', '(long long)', '(', ...e, ')', ')', ';'],
  ret: (e) => ['return', ...e, ';'],
  fnHead: (f, ps) => ['long long', f, '(', ...ps.flatMap((p, i) => [...(i ? [','] : []), 'long long', p]), ')'],
  proto: (f, ps) => ['long long', f, '(', ...ps.flatMap((p, i) => [...(i ? [','] : []), 'long long', p]), ')', ';'],
  arrayGlobal: (a) => ['long long', a, '[', 'MAXN', ']', ';'],
  readInt: (v) => ['long long', v, ';', 'cin', '>>', v, ';'],
  mainHead: ['int', 'main', '(', ')'],
  div: '/',
};

const PY: Dialect = {
  lang: 'py',
  decl: (v, e) => [v, '=', ...e],
  assign: (t, op, e) => [...t, op, ...e],
  forHead: (i, n) => ['for', i, 'in', 'range', '(', ...n, ')'],
  whileHead: (c) => ['while', ...c],
  ifHead: (c) => ['if', ...c],
  halve: (v) => [v, '//=', '2'],
  print: (e) => ['print', '(', ...e, ')'],
  ret: (e) => ['return', ...e],
  fnHead: (f, ps) => ['def', f, '(', ...ps.flatMap((p, i) => [...(i ? [','] : []), p]), ')'],
  proto: () => null,
  arrayGlobal: (a) => [a, '=', '[', '0', ']', '*', '200005'],
  readInt: (v) => [v, '=', 'int', '(', 'input', '(', ')', ')'],
  mainHead: ['def', 'main', '(', ')'],
  div: '//',
};

/** Random statements and expressions over the variables in scope. */
class Generator {
  private counter = 0;
  readonly placeholders: string[] = [];
  arrays: string[] = [];
  functions: { name: string; arity: number }[] = [];

  readonly d: Dialect;

  constructor(d: Dialect) {
    this.d = d;
  }

  fresh(): Tok {
    const name = `$v${this.counter++}`;
    this.placeholders.push(name);
    return name;
  }

  expr(scope: readonly Tok[], depth = 0): Tok[] {
    const r = random();
    if (depth >= 2 || r < 0.3) {
      if (scope.length > 0 && chance(0.7)) return [pick(scope)];
      return [String(pick([0, 1, 2, 3, 7, 10, 31, 1000, 998244353, 1000000007, int(0, 500)]))];
    }
    if (r < 0.45 && this.arrays.length > 0 && scope.length > 0) return [pick(this.arrays), '[', ...this.expr(scope, depth + 1), ']'];
    if (r < 0.55) return [pick(['min', 'max']), '(', ...this.expr(scope, depth + 1), ',', ...this.expr(scope, depth + 1), ')'];
    if (r < 0.62 && this.functions.length > 0) {
      const f = pick(this.functions);
      return [f.name, '(', ...Array.from({ length: f.arity }, (_, i) => [...(i ? [','] : []), ...this.expr(scope, 2)]).flat(), ')'];
    }
    const op = pick(['+', '-', '*', this.d.div, '%', '+', '*']);
    const e = [...this.expr(scope, depth + 1), op, ...this.expr(scope, depth + 1)];
    return depth > 0 ? ['(', ...e, ')'] : e;
  }

  cond(scope: readonly Tok[]): Tok[] {
    return [...this.expr(scope, 1), pick(['<', '>', '<=', '>=', '==', '!=']), ...this.expr(scope, 1)];
  }

  stmt(scope: Tok[], depth: number): Stmt {
    const d = this.d;
    const r = random();
    if (r < 0.22 || scope.length === 0) {
      const v = this.fresh();
      const s = { line: d.decl(v, this.expr(scope)) };
      scope.push(v);
      return s;
    }
    if (r < 0.42) return { line: d.assign([pick(scope)], pick(['=', '+=', '-=', '*=', '=']), this.expr(scope)) };
    if (r < 0.52 && this.arrays.length > 0) return { line: d.assign([pick(this.arrays), '[', pick(scope), ']'], '=', this.expr(scope)) };
    if (r < 0.66 && depth < 2) {
      const i = this.fresh();
      return { head: d.forHead(i, [pick(scope)]), body: this.block([...scope, i], depth + 1, int(1, 4)) };
    }
    if (r < 0.72 && depth < 2) {
      const v = pick(scope);
      return { head: d.whileHead([v, '>', '0']), body: [...this.block([...scope], depth + 1, int(1, 3)), { line: d.halve(v) }] };
    }
    if (r < 0.86 && depth < 3) {
      const s: Stmt = { head: d.ifHead(this.cond(scope)), body: this.block([...scope], depth + 1, int(1, 3)) };
      if (chance(0.4)) s.orElse = this.block([...scope], depth + 1, int(1, 2));
      return s;
    }
    if (r < 0.93) return { line: d.print(this.expr(scope)) };
    return { line: d.assign([pick(scope)], '=', this.expr(scope)) };
  }

  block(scope: Tok[], depth: number, count: number): Stmt[] {
    return Array.from({ length: count }, () => this.stmt(scope, depth));
  }

  program(size: number): Program {
    const d = this.d;
    this.arrays = Array.from({ length: int(1, 3) }, () => this.fresh());
    const globals = this.arrays.map((a) => ({ line: d.arrayGlobal(a) }));
    const helpers: Fn[] = [];
    let lines = 0;
    const helperCount = int(2, 5);
    for (let h = 0; h < helperCount && lines < size * 0.7; h++) {
      const name = this.fresh();
      const params = Array.from({ length: int(1, 3) }, () => this.fresh());
      const scope = [...params];
      const body = this.block(scope, 1, int(3, 7));
      body.push({ line: d.ret(this.expr(scope)) });
      helpers.push({ head: d.fnHead(name, params), proto: d.proto(name, params), body });
      this.functions.push({ name, arity: params.length });
      lines += countLines(body) + 2;
    }
    // main reads its input, then does the rest: at least a quarter of the program.
    const inputs = Array.from({ length: int(1, 2) }, () => this.fresh());
    const scope = [...inputs];
    const body: Stmt[] = inputs.map((v) => ({ line: d.readInt(v) }));
    let mainLines = 0;
    while (lines + mainLines < size || mainLines < Math.max(8, size / 4)) {
      const s = this.stmt(scope, 1);
      body.push(s);
      mainLines += countLines([s]);
    }
    if (d.lang === 'cpp') body.push({ line: ['return', '0', ';'] });
    return { lang: d.lang, globals, helpers, main: { head: d.mainHead, proto: null, body }, placeholders: this.placeholders };
  }
}

function countLines(stmts: readonly Stmt[]): number {
  let n = 0;
  for (const s of stmts) n += 'line' in s ? 1 : 2 + countLines(s.body) + (s.orElse ? 1 + countLines(s.orElse) : 0);
  return n;
}

// ---- Disguises ----

const NAMES = `ans cnt sum best cur tmp res total idx val lo hi mid acc len pos cost dist need left right
  step prev next maxv minv ways carry part gain memo seen head tail top cap limit low high base mul add
  num count answer result value temp index current score weight span gap delta bound offset`.split(/\s+/);

function nameMap(placeholders: readonly string[]): Map<string, string> {
  const pool = shuffle([...NAMES]);
  const map = new Map<string, string>();
  placeholders.forEach((p, i) => map.set(p, i < pool.length ? pool[i]! : `${pick(pool)}${i}`));
  return map;
}

function renamed(names: ReadonlyMap<string, string>, share: number): Map<string, string> {
  const out = new Map(names);
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  for (const [p, name] of names) {
    if (!chance(share)) continue;
    out.set(
      p,
      pick([
        `${name}_${pick(['x', 'v', 'tmp', '2'])}`,
        `${pick(letters)}${pick(letters)}${int(0, 99)}`,
        `my${name[0]!.toUpperCase()}${name.slice(1)}`,
      ]),
    );
  }
  return out;
}

interface Style {
  allman: boolean;
  indent: string;
  compact: boolean;
  comments: number;
}

const COMMENT_WORDS = 'compute the answer update value loop over all items check bounds here read input result mod fast'.split(' ');
const comment = () => Array.from({ length: int(2, 6) }, () => pick(COMMENT_WORDS)).join(' ');

function joinTokens(tokens: readonly Tok[], names: ReadonlyMap<string, string>, compact: boolean): string {
  let out = '';
  let prev = '';
  for (const t of tokens) {
    const text = t.startsWith('$') ? names.get(t)! : t;
    // Spaces that change nothing but the look; those that keep two words or two operators apart are always there.
    const mustSpace =
      (/[\w"')]$/.test(prev) && /^[\w"'(]/.test(text) && !/^\(/.test(text)) || (/[-+<>=&|*/%!]$/.test(prev) && /^[-+<>=&|*/%!]/.test(text));
    const tight = compact || /^[,;)\]]/.test(text) || /[([]$/.test(prev) || (/^[([]/.test(text) && /\w$/.test(prev));
    out += prev !== '' && (mustSpace || !tight) ? ` ${text}` : text;
    prev = text;
  }
  return out;
}

/** One submission's text from a program, a naming and a style. */
function render(p: Program, names: ReadonlyMap<string, string>, style: Style, reorder: boolean, template: boolean): string {
  const cpp = p.lang === 'cpp';
  const out: string[] = [];
  const j = (t: readonly Tok[]) => joinTokens(t, names, style.compact);
  const note = (depth: number) => {
    if (chance(style.comments)) out.push(`${style.indent.repeat(depth)}${cpp ? '//' : '#'} ${comment()}`);
  };
  const emit = (stmts: readonly Stmt[], depth: number) => {
    const pad = style.indent.repeat(depth);
    for (const s of stmts) {
      note(depth);
      if ('line' in s) {
        out.push(pad + j(s.line));
        continue;
      }
      if (!cpp) {
        out.push(`${pad}${j(s.head)}:`);
        emit(s.body, depth + 1);
        if (s.orElse) {
          out.push(`${pad}else:`);
          emit(s.orElse, depth + 1);
        }
        continue;
      }
      out.push(style.allman ? pad + j(s.head) : `${pad}${j(s.head)} {`);
      if (style.allman) out.push(`${pad}{`);
      emit(s.body, depth + 1);
      if (s.orElse) {
        if (style.allman) out.push(`${pad}}`, `${pad}else`, `${pad}{`);
        else out.push(`${pad}} else {`);
        emit(s.orElse, depth + 1);
      }
      out.push(`${pad}}`);
    }
  };
  const fn = (f: Fn) => {
    if (cpp) {
      out.push(style.allman ? j(f.head) : `${j(f.head)} {`);
      if (style.allman) out.push('{');
      emit(f.body, 1);
      out.push('}', '');
    } else {
      out.push(`${j(f.head)}:`);
      emit(f.body, 1);
      out.push('', '');
    }
  };

  if (cpp) {
    if (template) out.push(...CPP_TEMPLATE);
    else out.push('#include <bits/stdc++.h>', 'using namespace std;', '');
    out.push('const int MAXN = 200005;');
  } else {
    out.push('import sys', '');
  }
  for (const g of p.globals) out.push(j(g.line));
  out.push('');
  const helpers = reorder ? shuffle([...p.helpers]) : p.helpers;
  if (cpp && reorder) for (const h of helpers) if (h.proto) out.push(j(h.proto));
  for (const h of helpers) fn(h);
  fn(p.main);
  if (!cpp) out.push(chance(0.5) ? 'main()' : 'if __name__ == "__main__":\n    main()');
  return out.join('\n') + '\n';
}

/** The course's fast-input template most C++ submissions start from: base code. */
const CPP_TEMPLATE = `#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

static char buf[1 << 16];
int bufLen = 0, bufPos = 0;
int readChar() {
    if (bufPos == bufLen) {
        bufLen = fread(buf, 1, sizeof buf, stdin);
        bufPos = 0;
        if (bufLen <= 0) return -1;
    }
    return buf[bufPos++];
}
ll readInt() {
    int c = readChar();
    while (c != '-' && (c < '0' || c > '9')) c = readChar();
    bool negative = c == '-';
    if (negative) c = readChar();
    ll x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = readChar();
    }
    return negative ? -x : x;
}
`.split('\n');

/** A copy of `base` with a share of its statements rewritten and dead code sprinkled in. */
/**
 * A copy of `base` with a share of its statements rewritten (or dropped) and dead code sprinkled in.
 * What a program needs to stay a program is kept: main's input, and every return.
 */
function disguise(base: Program, gen: Generator, rewrite: number, dead: number): Program {
  const kept = (s: Stmt) => 'line' in s && (s.line[0] === 'return' || s.line.includes('cin') || s.line.includes('input'));
  const walk = (stmts: readonly Stmt[], scope: Tok[], depth: number): Stmt[] => {
    const out: Stmt[] = [];
    for (const s of stmts) {
      if (kept(s)) {
        out.push(s);
        continue;
      }
      if (chance(dead)) out.push(gen.stmt([...scope], Math.max(depth, 2)));
      if (chance(rewrite)) {
        if (!chance(0.3)) out.push(gen.stmt(scope, depth));
        continue;
      }
      if ('line' in s) out.push(s);
      else
        out.push({
          head: s.head,
          body: walk(s.body, [...scope], depth + 1),
          ...(s.orElse ? { orElse: walk(s.orElse, [...scope], depth + 1) } : {}),
        });
    }
    return out;
  };
  const paramsOf = (f: Fn) => f.head.filter((t) => t.startsWith('$')).slice(1);
  const helpers = base.helpers.map((f) => ({ ...f, body: walk(f.body, paramsOf(f), 1) }));
  const isScalar = (t: Tok) => t.startsWith('$') && !gen.arrays.includes(t) && !base.helpers.some((h) => h.head.includes(t));
  // Variables main declares at its top level (its inputs among them) are in scope for rewritten statements.
  const mainScope = base.main.body.flatMap((s) => ('line' in s ? s.line.filter(isScalar) : []));
  const main = { ...base.main, body: walk(base.main.body, [...new Set(mainScope)], 1) };
  if (chance(dead * 3)) {
    // An unused helper, a classic way of making a copy look different.
    const name = gen.fresh();
    const p = gen.fresh();
    helpers.push({
      head: gen.d.fnHead(name, [p]),
      proto: gen.d.proto(name, [p]),
      body: [...gen.block([p], 1, int(2, 4)), { line: gen.d.ret([p]) }],
    });
  }
  return { ...base, helpers, main, placeholders: gen.placeholders };
}

// ---- The corpus ----

interface Family {
  program: Program;
  generator: Generator;
  names: Map<string, string>;
  weight: number;
}

function families(dialect: Dialect, count: number): Family[] {
  return Array.from({ length: count }, () => {
    const generator = new Generator(dialect);
    const program = generator.program(dialect.lang === 'cpp' ? int(25, 70) : int(35, 80));
    return { program, generator, names: nameMap(generator.placeholders), weight: 0.3 + random() };
  });
}

function weighted(list: readonly Family[]): Family {
  let r = random() * list.reduce((s, f) => s + f.weight, 0);
  for (const f of list) if ((r -= f.weight) <= 0) return f;
  return list[list.length - 1]!;
}

function disguised(family: Family, lang: 'cpp' | 'py'): { code: string; language: string } {
  // How much was rewritten: copies (a few statements), half-copies, and the same idea written anew.
  const rewrite = pick([0, 0.03, 0.08, 0.15, 0.3, 0.5, 0.7]);
  const program = disguise(family.program, family.generator, rewrite, pick([0, 0, 0.03, 0.08]));
  const names = renamed(
    new Map([...family.names, ...nameMap(program.placeholders.filter((p) => !family.names.has(p)))]),
    pick([0, 0.5, 1]),
  );
  const style: Style = {
    allman: chance(0.3),
    indent: pick(['    ', '  ', '\t']),
    compact: chance(0.4),
    comments: pick([0, 0, 0.05, 0.15]),
  };
  const code = render(program, names, style, chance(0.5), lang === 'cpp' && chance(0.6));
  const language = lang === 'cpp' ? pick(['C++', 'C++ 17', 'C++ 17 With O2', 'C++ 20']) : 'Python3';
  return { code, language };
}

const MIN_LINES = 40;
const MAX_LINES = 150;

/** A submission of 40–150 lines: disguises that land outside are drawn again. */
function submission(family: Family, lang: 'cpp' | 'py'): { code: string; language: string } {
  for (;;) {
    const s = disguised(family, lang);
    const lines = s.code.split('\n').length - 1;
    if (lines >= MIN_LINES && lines <= MAX_LINES) return s;
  }
}

/** A problem's submissions, and the family each was drawn from (to count unrelated pairs found). */
function problemCorpus(problem: number): { docs: SourceDoc[]; familyOf: Map<number, string> } {
  const cpp = families(CPP, CPP_FAMILIES);
  const py = families(PY, PY_FAMILIES);
  const familyOf = new Map<number, string>();
  const docs = Array.from({ length: SUBMISSIONS }, (_, i) => {
    const lang = chance(PYTHON_SHARE) ? 'py' : 'cpp';
    const list = lang === 'cpp' ? cpp : py;
    const family = weighted(list);
    const id = problem * 100_000 + i + 1;
    familyOf.set(id, `${lang}${list.indexOf(family)}`);
    return { id, ...submission(family, lang) };
  });
  return { docs, familyOf };
}

// ---- The run ----

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
let peakRss = process.memoryUsage().rss;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

const t0 = performance.now();
const corpora = Array.from({ length: PROBLEMS }, (_, p) => problemCorpus(p + 1));
const generated = performance.now() - t0;
sampleRss();
const everyDoc = corpora.flatMap((c) => c.docs);
const lineCounts = everyDoc.map((d) => d.code.split('\n').length - 1);
const pythonCount = everyDoc.filter((d) => d.language.startsWith('Python')).length;
console.log(
  `plagiarism: generated ${lineCounts.length} submissions (${pythonCount} Python3) in ${(generated / 1000).toFixed(2)} s; ` +
    `lines min ${Math.min(...lineCounts)}, mean ${(lineCounts.reduce((a, b) => a + b, 0) / lineCounts.length).toFixed(0)}, max ${Math.max(...lineCounts)}\n`,
);

let total = 0;
let pairs = 0;
for (const [p, { docs, familyOf }] of corpora.entries()) {
  const t = performance.now();
  const found = checkCorpus(docs);
  const elapsed = performance.now() - t;
  total += elapsed;
  pairs += found.length;
  sampleRss();
  const at = (s: number) => found.filter((r) => r.similarity >= s).length;
  const unrelated = found.filter((r) => familyOf.get(r.a) !== familyOf.get(r.b)).length;
  console.log(
    `problem ${p + 1}: ${docs.length} submissions checked in ${elapsed.toFixed(0)} ms; pairs ≥ 0.5: ${found.length} ` +
      `(${unrelated} of different families), ≥ 0.7: ${at(0.7)}, ≥ 0.9: ${at(0.9)}; rss ${mb(process.memoryUsage().rss)} MB`,
  );
}

// All pairs of one problem, for the shape of the distribution.
const first = corpora[0]!.docs;
const all = checkCorpus(first, { threshold: 0 });
const buckets = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map(
  (lo) => all.filter((r) => r.similarity >= lo && r.similarity < lo + 0.1 + (lo === 0.9 ? 0.001 : 0)).length,
);
console.log(`\nproblem 1, pairs sharing anything by similarity (0.0–0.1 … 0.9–1.0): ${buckets.join(' ')}`);

// comparePair on a disguised copy (the pair nearest 0.75: renamed, restyled, partly rewritten).
const near = all.reduce((x, y) => (Math.abs(y.similarity - 0.75) < Math.abs(x.similarity - 0.75) ? y : x));
const doc = (id: number) => first.find((d) => d.id === id)!;
const [a, b] = [doc(near.a), doc(near.b)];
const times: number[] = [];
let regions = 0;
for (let i = 0; i < 21; i++) {
  const t = performance.now();
  regions = comparePair(a, b).regions.length;
  times.push(performance.now() - t);
}
times.sort((x, y) => x - y);
console.log(
  `comparePair of one pair (${near.similarity}; ${a.code.split('\n').length - 1} and ${b.code.split('\n').length - 1} lines; ${regions} regions): median ${times[10]!.toFixed(2)} ms of 21 runs`,
);
sampleRss();
const peak = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

console.log(
  `plagiarism: ${PROBLEMS * SUBMISSIONS} submissions (${PROBLEMS} problems × ${SUBMISSIONS}) checked in ${(total / 1000).toFixed(2)} s; ` +
    `${pairs} pairs at or above ${DEFAULT_THRESHOLD}; peak RSS ${mb(peak)} MB`,
);
