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

/** A refusal about one problem (body 400). */
export function refuse(source: string, reason: string): ApiError {
  return fail(`${source}: ${continued(reason)}`);
}

/** Runs `work`; a refusal it throws (a form rule, a taken problem ID) is re-thrown naming `source`. */
export async function about<T>(source: () => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.bodyStatus, `${source()}: ${continued(error.message)}`, { httpStatus: error.httpStatus });
    throw error;
  }
}
