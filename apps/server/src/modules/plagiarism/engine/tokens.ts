/**
 * The similarity check's lexer: source code to a stream of normalized tokens.
 *
 * What a copier changes for free is thrown away here, so that the fingerprints only see structure:
 * whitespace, line breaks and comments are dropped; every identifier becomes `id` (renaming does
 * nothing), every number `num` and every string or character literal `str` (changing a message or a
 * constant does little). What a copier cannot rename is kept as itself: the language's keywords,
 * its common type names, and operators and punctuation (a multi-character operator is one token).
 * C and C++ preprocessor lines are dropped: `#include` and friends are boilerplate everyone shares.
 *
 * One lexer serves every language, driven by a small profile per language family: the C-like
 * families differ in keywords and literal syntax only; Python and Ruby comment with `#`; Pascal has
 * its own comments and is case-insensitive. A language the judge may add later lexes as C-like.
 */

export interface Token {
  /** The normalized token: `id`, `num`, `str`, a keyword or type name, or the operator itself. */
  kind: string;
  /** 1-based line of the token's first character. */
  line: number;
  /** Char offsets into the source: the token is code.slice(start, end). */
  start: number;
  end: number;
}

type Family = 'c' | 'java' | 'csharp' | 'go' | 'javascript' | 'rust' | 'php' | 'pascal' | 'python' | 'ruby';

/**
 * The family of one of the judge's language names ('C++ 17 With O2', 'PyPy3', 'JavaScript Node'...).
 * Only documents of one family are compared with each other. C and C++ are one family: C code is
 * C++ code, and a solution copied from a C submission into a C++ one is still a copy. A name the
 * judge does not know yet is its own family, lexed as C-like.
 */
export function languageFamily(language: string): string {
  return knownFamily(language) ?? `other:${language.trim().toLowerCase()}`;
}

function knownFamily(language: string): Family | null {
  const name = language.trim().toLowerCase();
  if (name.startsWith('python') || name.startsWith('pypy')) return 'python';
  if (name.startsWith('ruby')) return 'ruby';
  if (name.startsWith('pascal') || name.includes('pascal')) return 'pascal';
  if (name.startsWith('c#') || name.startsWith('csharp')) return 'csharp';
  if (name.startsWith('javascript') || name.startsWith('node') || name === 'js') return 'javascript';
  if (name.startsWith('java')) return 'java';
  if (name.startsWith('golang') || name === 'go' || name.startsWith('go ')) return 'go';
  if (name.startsWith('rust')) return 'rust';
  if (name.startsWith('php')) return 'php';
  if (name.startsWith('c++') || name.startsWith('cpp') || name === 'c' || name.startsWith('c ') || name.startsWith('gnu c')) return 'c';
  return null;
}

interface Profile {
  lineComments: readonly string[];
  blockComments: readonly (readonly [open: string, close: string])[];
  /** A `#` first on its line starts a line that is dropped whole (with `\` continuations). */
  preprocessor: boolean;
  /** Python's '''…''' and """…""". */
  tripleQuotes: boolean;
  /** Backtick strings: Go's are raw (no escapes), JavaScript's template literals have escapes. */
  backtick: 'none' | 'raw' | 'escaped';
  /** Whether a '…' or "…" string may run over a newline (an unterminated one otherwise stops there). */
  multilineStrings: boolean;
  /** Pascal: '' inside a '…' string is a quote, and there are no backslash escapes. */
  pascalStrings: boolean;
  /** Identifier prefixes that make the following quote a string (Python r'', C++ L"", Rust b''). */
  stringPrefixes: ReadonlySet<string>;
  /** Characters that may start an identifier besides letters and `_` (PHP's `$x`, Ruby's `@x`). */
  identStart: string;
  caseInsensitive: boolean;
  keywords: ReadonlySet<string>;
}

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

// Keywords, literals and the common type and container names, which no renaming changes.
const C_KEYWORDS = words(`
  auto break case char const continue default do double else enum extern float for goto if int long register
  return short signed sizeof static struct switch typedef union unsigned void volatile while bool true false
  class private public protected template typename this new delete namespace using operator virtual friend
  inline const_cast static_cast dynamic_cast reinterpret_cast nullptr constexpr decltype noexcept try catch
  throw explicit mutable override final NULL _Bool
  string vector map set multiset multimap unordered_map unordered_set pair tuple queue priority_queue deque
  stack list array bitset size_t int64_t uint64_t int32_t uint32_t
`);
const JAVA_KEYWORDS = words(`
  abstract assert boolean break byte case catch char class const continue default do double else enum extends
  final finally float for goto if implements import instanceof int interface long native new package private
  protected public return short static strictfp super switch synchronized this throw throws transient try void
  volatile while true false null var record
  String Integer Long Double Boolean Character Object List ArrayList LinkedList Map HashMap TreeMap Set HashSet
  TreeSet Queue Deque ArrayDeque PriorityQueue StringBuilder Scanner BufferedReader
`);
const CSHARP_KEYWORDS = words(`
  abstract as base bool break byte case catch char checked class const continue decimal default delegate do
  double else enum event explicit extern false finally fixed float for foreach goto if implicit in int
  interface internal is lock long namespace new null object operator out override params private protected
  public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true
  try typeof uint ulong unchecked unsafe ushort using virtual void volatile while var
  List Dictionary HashSet Queue Stack SortedSet SortedDictionary String StringBuilder
`);
const GO_KEYWORDS = words(`
  break case chan const continue default defer else fallthrough for func go goto if import interface map
  package range return select struct switch type var
  bool byte int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 float32 float64 string rune error
  true false nil make len cap append new
`);
const JS_KEYWORDS = words(`
  break case catch class const continue debugger default delete do else export extends finally for function
  if import in instanceof let new return super switch this throw try typeof var void while with yield async
  await of null undefined true false
  Array Map Set Number String Math BigInt Object
`);
const RUST_KEYWORDS = words(`
  as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref
  return self Self static struct super trait true type unsafe use where while dyn
  i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str String Vec Option Some None
  Result Ok Err Box HashMap HashSet BTreeMap BTreeSet VecDeque BinaryHeap
`);
// PHP and Pascal keywords match case-insensitively; listed in lower case.
const PHP_KEYWORDS = words(`
  abstract and array as break callable case catch class clone const continue declare default do echo else
  elseif empty enddeclare endfor endforeach endif endswitch endwhile extends final finally fn for foreach
  function global goto if implements include include_once instanceof insteadof interface isset list match
  namespace new or print private protected public readonly require require_once return static switch throw
  trait try unset use var while xor yield true false null int float string bool
`);
const PASCAL_KEYWORDS = words(`
  and array begin case const div do downto else end file for function goto if in label mod nil not of or
  packed procedure program record repeat set then to type until var while with uses xor shl shr true false
  integer longint int64 qword real double extended boolean char string byte word
  read readln write writeln
`);
const PYTHON_KEYWORDS = words(`
  False None True and as assert async await break class continue def del elif else except finally for from
  global if import in is lambda nonlocal not or pass raise return try while with yield print exec
  int str float list dict set tuple bool range len input
`);
const RUBY_KEYWORDS = words(`
  BEGIN END alias and begin break case class def defined do else elsif end ensure false for if in module next
  nil not or redo rescue retry return self super then true undef unless until when while yield
  puts gets print Integer String Array Hash
`);

const NONE: ReadonlySet<string> = new Set();
const C_LIKE: Omit<Profile, 'keywords'> = {
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  preprocessor: false,
  tripleQuotes: false,
  backtick: 'none',
  multilineStrings: false,
  pascalStrings: false,
  stringPrefixes: NONE,
  identStart: '',
  caseInsensitive: false,
};

const PROFILES: Record<Family, Profile> = {
  c: { ...C_LIKE, preprocessor: true, stringPrefixes: words('L u U u8 R LR uR UR u8R'), keywords: C_KEYWORDS },
  java: { ...C_LIKE, keywords: JAVA_KEYWORDS },
  csharp: { ...C_LIKE, preprocessor: true, identStart: '@', keywords: CSHARP_KEYWORDS },
  go: { ...C_LIKE, backtick: 'raw', keywords: GO_KEYWORDS },
  javascript: { ...C_LIKE, backtick: 'escaped', identStart: '$', keywords: JS_KEYWORDS },
  rust: { ...C_LIKE, multilineStrings: true, stringPrefixes: words('b r br'), keywords: RUST_KEYWORDS },
  php: { ...C_LIKE, lineComments: ['//', '#'], multilineStrings: true, identStart: '$', caseInsensitive: true, keywords: PHP_KEYWORDS },
  pascal: {
    ...C_LIKE,
    blockComments: [
      ['{', '}'],
      ['(*', '*)'],
    ],
    pascalStrings: true,
    caseInsensitive: true,
    keywords: PASCAL_KEYWORDS,
  },
  python: {
    ...C_LIKE,
    lineComments: ['#'],
    blockComments: [],
    tripleQuotes: true,
    stringPrefixes: words('r u b f br rb fr rf R U B F BR Br bR RB Rb rB FR Fr fR RF Rf rF'),
    keywords: PYTHON_KEYWORDS,
  },
  ruby: { ...C_LIKE, lineComments: ['#'], blockComments: [], multilineStrings: true, identStart: '@$', keywords: RUBY_KEYWORDS },
};

// Multi-character operators of all the languages, matched longest first. A sequence that is an
// operator in one language only (`<-`, `..`) is still one token everywhere: it is consistent
// within a family, and families are never compared with each other.
const OPERATORS =
  `>>>= >>> <<= >>= ... ..= ->* <=> **= //= === !== &&= ||= ??= :: -> => ++ -- && || == != <= >= += -= *= /= %= &= |= ^= << >> ** // := .. ?. ?? <> <- &^ =~ !~`.split(
    ' ',
  );
const OPERATORS_BY_FIRST = new Map<string, string[]>();
for (const op of OPERATORS) {
  const list = OPERATORS_BY_FIRST.get(op[0]!) ?? [];
  list.push(op);
  OPERATORS_BY_FIRST.set(op[0]!, list);
}

const NL = 10;

function isSpace(c: number): boolean {
  // ASCII blanks, the no-break and ideographic spaces and the byte order mark that editors leave in.
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x3000 || c === 0xfeff;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isIdentChar(c: number): boolean {
  // Letters, digits, `_`, and any other non-blank non-ASCII character (identifiers in other scripts).
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 95 || (c >= 0x80 && !isSpace(c));
}

function countNewlines(code: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (code.charCodeAt(i) === NL) count++;
  return count;
}

/** The normalized tokens of `code` in `language` (a judge language name). Never throws. */
export function tokenize(code: string, language: string): Token[] {
  const family = knownFamily(language) ?? 'c';
  return lex(code, PROFILES[family], family);
}

function lex(code: string, p: Profile, family: Family): Token[] {
  const n = code.length;
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  let atLineStart = true;

  /** Skips to `end`, counting the lines passed. */
  const skipTo = (end: number) => {
    line += countNewlines(code, i, end);
    i = end;
  };
  const emit = (kind: string, end: number) => {
    out.push({ kind, line, start: i, end });
    skipTo(end);
  };

  /** End of a quoted literal opened at `open` (the quote char's index). Unterminated: see multilineStrings. */
  const quotedEnd = (open: number, quote: number, escapes: boolean, doubled: boolean): number => {
    let j = open + 1;
    while (j < n) {
      const c = code.charCodeAt(j);
      if (escapes && c === 92) {
        j += 2;
        continue;
      }
      if (c === quote) {
        if (doubled && code.charCodeAt(j + 1) === quote) {
          j += 2;
          continue;
        }
        return j + 1;
      }
      if (c === NL && !p.multilineStrings && quote !== 96) return j;
      j++;
    }
    return n;
  };

  const closingEnd = (from: number, close: string): number => {
    const at = code.indexOf(close, from);
    return at < 0 ? n : at + close.length;
  };

  while (i < n) {
    const c = code.charCodeAt(i);
    if (c === NL) {
      line++;
      i++;
      atLineStart = true;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    const firstOnLine = atLineStart;
    atLineStart = false;
    const ch = code[i]!;

    // Preprocessor lines (#include, #define, #pragma; C#'s #region): dropped with their `\` continuations.
    if (p.preprocessor && ch === '#' && firstOnLine) {
      skipTo(preprocessorEnd(code, i));
      continue;
    }
    // Ruby's =begin … =end block comment, which must start a line.
    if (family === 'ruby' && firstOnLine && code.startsWith('=begin', i)) {
      const at = code.indexOf('\n=end', i);
      const lineEnd = at < 0 ? -1 : code.indexOf('\n', at + 1);
      skipTo(lineEnd < 0 ? n : lineEnd);
      continue;
    }
    // PHP's <?php and ?> tags frame the code; they are not part of it.
    if (family === 'php' && (code.startsWith('?>', i) || code.slice(i, i + 5).toLowerCase() === '<?php')) {
      i += code[i] === '?' ? 2 : 5;
      continue;
    }
    const lineComment = p.lineComments.find((lc) => code.startsWith(lc, i));
    if (lineComment !== undefined) {
      const at = code.indexOf('\n', i);
      i = at < 0 ? n : at;
      continue;
    }
    const block = p.blockComments.find(([open]) => code.startsWith(open, i));
    if (block) {
      skipTo(closingEnd(i + block[0].length, block[1]));
      continue;
    }

    // Strings and characters.
    if (p.tripleQuotes && (code.startsWith('"""', i) || code.startsWith("'''", i))) {
      emit('str', tripleEnd(code, i));
      continue;
    }
    if (ch === '"' || (ch === "'" && family !== 'rust')) {
      emit('str', quotedEnd(i, c, !p.pascalStrings, p.pascalStrings));
      continue;
    }
    if (ch === "'") {
      // Rust: 'x' and '\n' are characters, 'a (no closing quote right after) is a lifetime.
      const isChar = code.charCodeAt(i + 1) === 92 || code.charCodeAt(i + 2) === 39;
      if (isChar) emit('str', quotedEnd(i, c, true, false));
      else emit('id', identEnd(code, i + 1));
      continue;
    }
    if (ch === '`' && p.backtick !== 'none') {
      emit('str', quotedEnd(i, c, p.backtick === 'escaped', false));
      continue;
    }
    // C#: @"verbatim" (doubled quotes, no escapes), $"interpolated", and the two together.
    if (family === 'csharp' && (ch === '@' || ch === '$')) {
      let q = i + 1;
      if ((code[q] === '@' || code[q] === '$') && code[q] !== ch) q++;
      if (code[q] === '"') {
        const verbatim = code.slice(i, q).includes('@');
        emit('str', quotedEnd(q, 34, !verbatim, verbatim));
        continue;
      }
    }

    // Numbers: 42, 3.14, .5, 1e-9, 0x1F, 1'000'000 (C++), 1_000 (Rust, Java), 10LL, 2.0f.
    if (isDigit(c) || (ch === '.' && isDigit(code.charCodeAt(i + 1)))) {
      emit('num', numberEnd(code, i, family === 'c'));
      continue;
    }

    // Identifiers and keywords (PHP's $x, Ruby's @x and $x, C#'s @x).
    if (isIdentChar(c) || (p.identStart.includes(ch) && isIdentChar(code.charCodeAt(i + 1)))) {
      const end = identEnd(code, i + 1);
      const word = code.slice(i, end);
      if (p.stringPrefixes.has(word)) {
        const stringEnd = prefixedStringEnd(code, end, word, family, (open) => quotedEnd(open, code.charCodeAt(open), true, false));
        if (stringEnd !== null) {
          emit('str', stringEnd);
          continue;
        }
      }
      // std:: is written or left out at will (`using namespace std;`): dropped, so both read alike.
      if (family === 'c' && word === 'std') {
        let j = end;
        while (j < n && isSpace(code.charCodeAt(j))) j++;
        if (code.startsWith('::', j)) {
          skipTo(j + 2);
          continue;
        }
      }
      const key = p.caseInsensitive ? word.toLowerCase() : word;
      const isKeyword = !p.identStart.includes(ch) && p.keywords.has(key);
      emit(isKeyword ? key : 'id', end);
      continue;
    }

    // Operators and punctuation.
    const op = OPERATORS_BY_FIRST.get(ch)?.find((o) => code.startsWith(o, i)) ?? ch;
    emit(op, i + op.length);
  }
  return out;
}

function identEnd(code: string, from: number): number {
  let j = from;
  while (j < code.length && isIdentChar(code.charCodeAt(j))) j++;
  return j;
}

function tripleEnd(code: string, open: number): number {
  const quote = code.slice(open, open + 3);
  let j = open + 3;
  while (j < code.length) {
    if (code.charCodeAt(j) === 92) {
      j += 2;
      continue;
    }
    if (code.startsWith(quote, j)) return j + 3;
    j++;
  }
  return code.length;
}

/**
 * End of a string written after a prefix at `at` (Python r'' b"" f'''…''', C++ L"" R"delim(…)delim",
 * Rust b'' r#"…"#), or null when no string follows the word (then it is an identifier).
 */
function prefixedStringEnd(code: string, at: number, prefix: string, family: Family, quoted: (open: number) => number): number | null {
  if (family === 'rust' && prefix.includes('r')) {
    let q = at;
    while (code[q] === '#') q++;
    if (code[q] !== '"') return null;
    const close = `"${'#'.repeat(q - at)}`;
    const end = code.indexOf(close, q + 1);
    return end < 0 ? code.length : end + close.length;
  }
  if (code[at] !== '"' && code[at] !== "'") return null;
  if (family === 'c' && prefix.endsWith('R') && code[at] === '"') {
    const paren = code.indexOf('(', at);
    if (paren < 0) return quoted(at);
    const close = `)${code.slice(at + 1, paren)}"`;
    const end = code.indexOf(close, paren + 1);
    return end < 0 ? code.length : end + close.length;
  }
  if (family === 'python' && (code.startsWith('"""', at) || code.startsWith("'''", at))) return tripleEnd(code, at);
  // Python's raw strings still end at an unescaped quote only (r'\'' holds a quote), as escapes do.
  return quoted(at);
}

/** End of a preprocessor line starting at `from`: the first newline not escaped by a `\` (CRLF too). */
function preprocessorEnd(code: string, from: number): number {
  let j = from;
  for (;;) {
    const nl = code.indexOf('\n', j);
    if (nl < 0) return code.length;
    const before = code[nl - 1] === '\r' ? nl - 2 : nl - 1;
    if (code[before] !== '\\') return nl;
    j = nl + 1;
  }
}

function numberEnd(code: string, from: number, digitQuotes: boolean): number {
  const n = code.length;
  const hex = code[from] === '0' && (code[from + 1] === 'x' || code[from + 1] === 'X');
  let j = from;
  while (j < n) {
    const c = code.charCodeAt(j);
    const ch = code[j]!;
    if (isIdentChar(c) && c < 0x80) {
      j++;
      // An exponent's sign: 1e-9, 2E+5, and hexadecimal floats' 0x1p-3.
      if ((!hex && (ch === 'e' || ch === 'E')) || (hex && (ch === 'p' || ch === 'P'))) {
        if (code[j] === '+' || code[j] === '-') j++;
      }
      continue;
    }
    // A decimal point, but not the `..` of a range (1..n) nor a method call on an integer (5.max(x)).
    if (ch === '.' && code[j + 1] !== '.' && !(/[A-Za-z_]/.test(code[j + 1] ?? '') && !/[eEfFlL]/.test(code[j + 1] ?? ''))) {
      j++;
      continue;
    }
    if (digitQuotes && ch === "'" && isDigit(code.charCodeAt(j + 1)) && isDigit(code.charCodeAt(j - 1))) {
      j++;
      continue;
    }
    break;
  }
  return j;
}
