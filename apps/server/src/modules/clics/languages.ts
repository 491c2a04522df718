import { languageByName, type ClicsLanguage } from '@arbiter/contract';
import { sluggedId } from './ids.ts';

/**
 * Our languages (by the name a submission stores) as the standard's: its known ids where the
 * language is one of them (c, cpp, java, python3, …), variants of ours named after them (`cpp17`
 * as the standard suggests, `-o2` for the optimising builds), any other (a remote judge's) by a
 * slug of its name with a digest. Our judge needs no entry point: Java's class is always Main.
 */

const KNOWN: Record<string, string> = {
  C: 'c',
  'C With O2': 'c-o2',
  'C++': 'cpp',
  'C++ With O2': 'cpp-o2',
  'C++ 17': 'cpp17',
  'C++ 17 With O2': 'cpp17-o2',
  'C++ 20': 'cpp20',
  'C++ 20 With O2': 'cpp20-o2',
  Java: 'java',
  Python3: 'python3',
  Python2: 'python2',
  PyPy3: 'pypy3',
  PyPy2: 'pypy2',
  Golang: 'go',
  'JavaScript Node': 'javascript',
  'JavaScript V8': 'javascript-v8',
  'C#': 'csharp',
  PHP: 'php',
  Ruby: 'ruby',
  Rust: 'rust',
  Pascal: 'pascal',
};

export function languageId(name: string): string {
  return KNOWN[name] ?? sluggedId('lang-', name);
}

export function languageObject(name: string): ClicsLanguage {
  const src = languageByName(name)?.srcName;
  const ext = src?.includes('.') ? src.slice(src.lastIndexOf('.') + 1) : null;
  return { id: languageId(name), name, entry_point_required: false, extensions: ext ? [ext] : [] };
}
