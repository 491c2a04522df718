import { describe, expect, it } from 'vitest';
import { PRINT_TEXT_MAX, PRINT_TEXT_MIN } from '@arbiter/contract';
import { checkPrintText } from './printRules.ts';

describe('print text (spec part 2 §2.11, §5)', () => {
  it('refuses empty text, blanks included', () => {
    expect(checkPrintText('')).toBe('empty');
    expect(checkPrintText(' \n\t ')).toBe('empty');
  });

  it('refuses text under 50 characters and over the maximum', () => {
    expect(checkPrintText('x'.repeat(PRINT_TEXT_MIN - 1))).toBe('tooShort');
    expect(checkPrintText('x'.repeat(PRINT_TEXT_MAX + 1))).toBe('tooLong');
  });

  it('lets 50 characters and more through', () => {
    expect(checkPrintText('x'.repeat(PRINT_TEXT_MIN))).toBeNull();
    expect(checkPrintText('#include <cstdio>\n'.repeat(10))).toBeNull();
  });
});
