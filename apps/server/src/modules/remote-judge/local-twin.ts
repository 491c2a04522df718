/**
 * The own language that tries a remote judge's language on this server's judge, for online test
 * runs of remote problems (hoj maps by the editor mode, then by name; so does this).
 */
const BY_MODE: Record<string, string> = {
  'text/x-c++src': 'C++ With O2',
  'text/x-csrc': 'C With O2',
  'text/x-java': 'Java',
  'text/x-go': 'Golang',
  'text/x-csharp': 'C#',
  'text/x-php': 'PHP',
  'text/x-ruby': 'Ruby',
  'text/x-rustsrc': 'Rust',
  'text/x-pascal': 'Pascal',
};

const BY_NAME: [RegExp, string][] = [
  [/pypy\s*3/i, 'PyPy3'],
  [/pypy/i, 'PyPy2'],
  [/python\s*2/i, 'Python2'],
  [/python/i, 'Python3'],
  [/node|javascript/i, 'JavaScript Node'],
];

export function localTwin(remote: { name: string; contentType: string | null }): string | null {
  const byMode = remote.contentType ? BY_MODE[remote.contentType] : undefined;
  if (byMode) return byMode;
  return BY_NAME.find(([pattern]) => pattern.test(remote.name))?.[1] ?? null;
}
