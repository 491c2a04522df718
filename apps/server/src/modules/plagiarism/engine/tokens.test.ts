import { describe, expect, it } from 'vitest';
import { languageFamily, tokenize } from './tokens.ts';

const kinds = (code: string, language: string) =>
  tokenize(code, language)
    .map((t) => t.kind)
    .join(' ');

describe('tokenize: normalized kinds', () => {
  // name, language, code, expected kinds
  it.each([
    ['a small program', 'C++', 'int main() { return 0; }', 'int id ( ) { return num ; }'],
    ['comments are dropped', 'C++', 'a = b; // c = d;\n/* e = f;\n g = h; */ k++;', 'id = id ; id ++ ;'],
    ['whitespace and line breaks are dropped', 'C', 'x\n=\n\t  1\r\n;', 'id = num ;'],
    [
      'preprocessor lines are dropped, continuations too',
      'C++',
      '#include <cstdio>\n  #define MAX(a, b) \\\n ((a) > (b))\nint x;',
      'int id ;',
    ],
    ['# is not preprocessor inside a line', 'C++', 'int x; # y', 'int id ; # id'],
    ['std:: is dropped', 'C++ 17', 'std::vector<int> v; std :: cout << v.size();', 'vector < int > id ; id << id . id ( ) ;'],
    ['identifiers become id, keywords and type names stay', 'C', 'long long total = count;', 'long long id = id ;'],
    ['// inside a string is not a comment', 'C++', 's = "http://x.org/*"; // real comment', 'id = str ;'],
    ['escaped quotes stay inside the string', 'C++', "s = \"a\\\"b//c\"; t = '\\''; u = 'x';", 'id = str ; id = str ; id = str ;'],
    [
      'numbers of every shape',
      'C++',
      "x = 0x1F + 1e-9 + 3.14f + 10LL + .5 + 1'000'000 + 0x1p-3;",
      'id = num + num + num + num + num + num + num ;',
    ],
    ['multi-character operators are one token', 'C++', 'a <<= b >> c && d != e->f; ++i;', 'id <<= id >> id && id != id -> id ; ++ id ;'],
    ['raw strings', 'C++ 20', 'auto s = R"x(he said ")" )x"; auto t = u8"v";', 'auto id = str ; auto id = str ;'],
    ['an unterminated string ends at the line', 'C++', 'char *s = "abc;\nint x;', 'char * id = str int id ;'],
    ['an unterminated comment runs to the end', 'C', 'int x; /* abc\nint y;', 'int id ;'],
    [
      'Java',
      'Java',
      'public static void main(String[] args) { System.out.println("hi"); }',
      'public static void id ( String [ ] id ) { id . id . id ( str ) ; }',
    ],
    // `<>` is one token (Pascal's and PHP's "not equal"); in Java it is the diamond, always written alike.
    [
      'Java annotations and generics',
      'Java',
      '@Override List<Integer> f() { return new ArrayList<>(); }',
      '@ id List < Integer > id ( ) { return new ArrayList <> ( ) ; }',
    ],
    ['Python', 'Python3', 'def f(x):\n    # a comment\n    return x + 1\n', 'def id ( id ) : return id + num'],
    ['Python triple quotes', 'Python3', 's = """a\n# not a comment\n"""\nt = \'\'\'b "c" \'\'\'', 'id = str id = str'],
    ['Python string prefixes', 'PyPy3', 'x = r\'\\d+\' + f"{y}" + b\'z\' + rb"w"', 'id = str + str + str + str'],
    ['Python # inside a string', 'Python2', 'print("#no")  # yes', 'print ( str )'],
    ['Python floor division is an operator, not a comment', 'Python3', 'a // b', 'id // id'],
    [
      'Python builtins kept',
      'Python3',
      'for i in range(len(a)): n = int(input())',
      'for id in range ( len ( id ) ) : id = int ( input ( ) )',
    ],
    ['Go raw strings have no escapes', 'Golang', 's := `a\\` + "b"', 'id := str + str'],
    [
      'Go keywords and types',
      'Golang',
      'func f(n int) []int64 { return make([]int64, n) }',
      'func id ( id int ) [ ] int64 { return make ( [ ] int64 , id ) }',
    ],
    ['JavaScript template literals', 'JavaScript Node', 'const s = `a ${b} // c`; // d\nlet $x = 1;', 'const id = str ; let id = num ;'],
    ['Rust lifetimes and characters', 'Rust', "fn f<'a>(x: &'a str) -> char { '\\n' }", 'fn id < id > ( id : & id str ) -> char { str }'],
    ['Rust raw strings and ranges', 'Rust', 'let s = r#"a "b" c"#; for i in 0..n {}', 'let id = str ; for id in num .. id { }'],
    ['C# verbatim strings and @names', 'C#', 'var s = @"C:\\path""x"; int @class = $"{a}".Length;', 'var id = str ; int id = str . id ;'],
    ['C# preprocessor lines', 'C#', '#region io\nusing System;\n#endregion', 'using id ;'],
    ['PHP variables and tags', 'PHP', '<?php\n$x = 1; # note\necho $x; // more\n?>', 'id = num ; echo id ;'],
    ['Ruby', 'Ruby', 'def f(x)\n  x * 2 # double\nend\n=begin\nold code\n=end\nputs f(@y)', 'def id ( id ) id * num end puts id ( id )'],
    [
      'Pascal, case-insensitive, its comments and strings',
      'Pascal',
      "program P; { comment } var I: Integer; begin (* c *) I := 1; WriteLn('it''s') end.",
      'program id ; var id : integer ; begin id := num ; writeln ( str ) end .',
    ],
    ['Ruby, a block comment last in the file', 'Ruby', 'x = 1\n=begin\nold\n=end', 'id = num'],
    ['an unknown language lexes as C-like', 'Brainfuck 2', 'int x = 1; // c', 'int id = num ;'],
    ['empty input', 'C++', '', ''],
    ['only comments', 'Python3', '# a\n# b\n', ''],
  ])('%s (%s)', (_name, language, code, expected) => {
    expect(kinds(code, language)).toBe(expected);
  });
});

describe('tokenize: positions', () => {
  it('gives 1-based lines and the offsets of each token', () => {
    const code = 'int a;\n\n  a = 10;';
    const tokens = tokenize(code, 'C++');
    expect(tokens.map((t) => t.line)).toEqual([1, 1, 1, 3, 3, 3, 3]);
    expect(tokens.map((t) => code.slice(t.start, t.end))).toEqual(['int', 'a', ';', 'a', '=', '10', ';']);
  });

  it('counts the lines inside comments, strings and preprocessor continuations', () => {
    const code = '/* one\ntwo */ a\n#define X \\\n 1\nb "x\\\ny" c\n\'z\'';
    const tokens = tokenize(code, 'C++');
    expect(tokens.map((t) => [code.slice(t.start, t.end), t.line])).toEqual([
      ['a', 2],
      ['b', 5],
      ['"x\\\ny"', 5],
      ['c', 6],
      ["'z'", 7],
    ]);
  });

  it('counts the lines of Python triple-quoted strings', () => {
    const tokens = tokenize('a = """\n\n"""\nb', 'Python3');
    expect(tokens.map((t) => t.line)).toEqual([1, 1, 1, 4]);
  });

  it('never throws on odd input', () => {
    const odd = ['"', "'", '/*', '"""', '`', 'R"(', 'r#"', '\\', '\u0000\u00ff\ud800', '#', '0x', '1e', '.'];
    for (const language of ['C++', 'Python3', 'Rust', 'Golang', 'Pascal', 'C#', 'PHP', 'Ruby', 'JavaScript Node']) {
      for (const code of odd) expect(() => tokenize(code, language)).not.toThrow();
    }
  });
});

describe('languageFamily', () => {
  it.each([
    ['C', 'c'],
    ['C With O2', 'c'],
    ['C++', 'c'],
    ['C++ 17 With O2', 'c'],
    ['C++ 20', 'c'],
    ['Java', 'java'],
    ['JavaScript Node', 'javascript'],
    ['JavaScript V8', 'javascript'],
    ['Python3', 'python'],
    ['Python2', 'python'],
    ['PyPy3', 'python'],
    ['PyPy2', 'python'],
    ['Golang', 'go'],
    ['C#', 'csharp'],
    ['PHP', 'php'],
    ['Ruby', 'ruby'],
    ['Rust', 'rust'],
    ['Pascal', 'pascal'],
    ['Kotlin', 'other:kotlin'],
  ])('%s → %s', (language, family) => {
    expect(languageFamily(language)).toBe(family);
  });
});
