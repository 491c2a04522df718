import { beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from './loginFailures.ts';

describe('login failures', () => {
  beforeEach(() => loginFailures.reset());

  it('asks for the puzzle from the 5th failure on', () => {
    for (let i = 0; i < 4; i++) loginFailures.recordFailure(null);
    expect(loginFailures.needsPuzzle()).toBe(false);
    loginFailures.recordFailure(null);
    expect(loginFailures.needsPuzzle()).toBe(true);
  });
  it('asks for the puzzle whenever the server says so', () => {
    loginFailures.recordFailure({ requirePuzzle: true, failures: 1 });
    expect(loginFailures.needsPuzzle()).toBe(true);
  });
  it('follows a higher failure count from the server and resets on success', () => {
    loginFailures.recordFailure({ requirePuzzle: false, failures: 7 });
    expect(loginFailures.count()).toBe(7);
    expect(loginFailures.needsPuzzle()).toBe(true);
    loginFailures.reset();
    expect(loginFailures.count()).toBe(0);
    expect(loginFailures.needsPuzzle()).toBe(false);
  });
});
