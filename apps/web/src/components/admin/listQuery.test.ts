import { describe, expect, it } from 'vitest';
import { idParam, keywordPageSearch, parseKeywordPage } from './listQuery.ts';

describe('idParam', () => {
  it('reads positive whole numbers only', () => {
    expect(idParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '99999999999999999999']) expect(idParam(raw)).toBeNaN();
  });
});

describe('keyword and page in the URL', () => {
  it('reads the keyword and page, and writes back only what differs from the defaults', () => {
    const f = parseKeywordPage(new URLSearchParams('keyword=%20spring%20&currentPage=3'));
    expect(f).toEqual({ keyword: 'spring', currentPage: 3 });
    expect(keywordPageSearch(f).toString()).toBe('keyword=spring&currentPage=3');
    expect(keywordPageSearch({ keyword: '', currentPage: 1 }).toString()).toBe('');
    expect(parseKeywordPage(new URLSearchParams('currentPage=x'))).toEqual({ keyword: '', currentPage: 1 });
  });
});
