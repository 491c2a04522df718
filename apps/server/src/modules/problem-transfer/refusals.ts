import type { Message } from '@arbiter/contract';
import { toMessage, type Text } from '../../http/catalogue.ts';
import { ApiError, fail } from '../../http/envelope.ts';

/**
 * Refusals of an import name what they are about: the problem (its JSON file, folder or XML item)
 * and, when it is about one, the file: `problem_3.json: the test file 2.out is missing`.
 */

export const TRANSFER_MSG = {
  imported: 'Import Successfully',
  noProblem: 'The archive holds no problem: check its layout',
  notXml: 'Please upload a .xml file',
} as const;

/** A message that continues after "source: ", with its first letter in lower case. */
function continued(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** "source: reason": the reason continues in lower case after the source, in Chinese after a full-width colon. */
function concerning(source: string, reason: Message): Message {
  return { en: `${source}: ${continued(reason.en)}`, zh: `${source}：${reason.zh}` };
}

/** A refusal about one problem (body 400). */
export function refuse(source: string, reason: Text): ApiError {
  return fail(concerning(source, toMessage(reason)));
}

/** Runs `work`; a refusal it throws (a form rule, a taken problem ID) is re-thrown naming `source`. */
export async function about<T>(source: () => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.bodyStatus, concerning(source(), error.text), { httpStatus: error.httpStatus });
    throw error;
  }
}
