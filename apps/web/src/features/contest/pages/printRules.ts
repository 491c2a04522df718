import { PRINT_TEXT_MAX, PRINT_TEXT_MIN } from '@arbiter/contract';

/** Why a print text is refused before sending (spec part 2 §5), or null when it may go. */
export type PrintProblem = 'empty' | 'tooShort' | 'tooLong';

export function checkPrintText(content: string): PrintProblem | null {
  if (content.trim().length === 0) return 'empty';
  if (content.length < PRINT_TEXT_MIN) return 'tooShort';
  if (content.length > PRINT_TEXT_MAX) return 'tooLong';
  return null;
}
