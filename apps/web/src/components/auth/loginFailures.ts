import { LIMITS } from '@arbiter/contract';

/**
 * Consecutive login failures of this page session (spec part 1 §4): from the 5th, and whenever
 * the server asks for it, the slide puzzle comes before the next login. Reset on success.
 */
let failures = 0;
let serverRequiresPuzzle = false;

export const loginFailures = {
  count: () => failures,
  recordFailure(data: unknown): void {
    failures += 1;
    if (data && typeof data === 'object') {
      const d = data as { requirePuzzle?: unknown; failures?: unknown };
      if (d.requirePuzzle === true) serverRequiresPuzzle = true;
      if (typeof d.failures === 'number' && d.failures > failures) failures = d.failures;
    }
  },
  reset(): void {
    failures = 0;
    serverRequiresPuzzle = false;
  },
  needsPuzzle: () => serverRequiresPuzzle || failures >= LIMITS.loginFailuresBeforePuzzle,
};
