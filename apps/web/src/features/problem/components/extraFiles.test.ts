import { describe, expect, it } from 'vitest';
import { parseExtraFiles } from './extraFiles.ts';

describe('parseExtraFiles', () => {
  it('lists the files of the JSON object in order', () => {
    expect(parseExtraFiles('{"a.h":"int x;","notes.txt":"hi"}')).toEqual([
      { name: 'a.h', content: 'int x;' },
      { name: 'notes.txt', content: 'hi' },
    ]);
  });

  it('has no files for empty, broken or odd values', () => {
    expect(parseExtraFiles(null)).toEqual([]);
    expect(parseExtraFiles('')).toEqual([]);
    expect(parseExtraFiles('{bad')).toEqual([]);
    expect(parseExtraFiles('["a"]')).toEqual([]);
    expect(parseExtraFiles('{"a":1,"b":"ok"}')).toEqual([{ name: 'b', content: 'ok' }]);
  });
});
