import type { RemoteAdapter } from '../../src/adapter.ts';
import type { FakeRoute } from './fake-server.ts';

/**
 * What every judge's fake site can be told to do, so that one conformance suite
 * (test/conformance.test.ts) runs the same scenarios against all seven judges.
 */

/** A run as successive polls see it; the last phase repeats. */
export type RunPhase = 'pending' | 'compiling' | 'judging' | 'AC' | 'WA' | 'TLE' | 'CE' | 'SE';

export interface FakeScript {
  /** The login is accepted, refused (wrong password), or met by the site's bot check. */
  login: 'ok' | 'refused' | 'bot';
  /**
   * The submit is accepted; refused with the site's message; answered with HTTP 5xx; refused once
   * with the site's "wait N seconds" and accepted after; or answered as accepted while no new run
   * appears (the run id must then not be taken from the older run).
   */
  submit: 'ok' | 'rejected' | 'down' | 'rateLimitedOnce' | 'silent';
  run: RunPhase[];
  /** The account already has an older run before this submit. */
  previousRun: boolean;
}

export const SCRIPT: FakeScript = { login: 'ok', submit: 'ok', run: ['pending', 'judging', 'AC'], previousRun: true };

/**
 * A judge's fake site. It keeps its state across tasks (each accepted submit gets the next run id,
 * newer than the account's previous run) and answers a poll of any run id with the script's phases,
 * so that a fresh fake can stand for the site when a known run is polled again.
 */
export interface FakeJudge {
  routes: FakeRoute[];
  /** The source code as the site received it in the last submit (decoded from the site's encoding), or null. */
  submittedCode(): string | null;
  /** How many logins the site has seen. */
  logins(): number;
  /** The run id the site gave the last accepted submit, or null. */
  lastRunId(): string | null;
}

export interface ConformanceCase {
  adapter: RemoteAdapter;
  fake(script: FakeScript): FakeJudge;
  /** The remote id submitted to (without our prefix). */
  problem: string;
  /** A language name of the adapter's table. */
  language: string;
  /** What the fake's WA and TLE runs report, in our units (ms, KB). */
  wrongAnswer: { time: number; memory: number };
  /** A piece of the fake's compile error text. */
  compileMessage: string;
  /** A problem the fake serves for import, with an image and samples. */
  import: {
    problem: string;
    problemId: string;
    title: string;
    timeLimit: number;
    memoryLimit: number;
    samples: { input: string; output: string }[];
    /** The absolute address the statement's image must have after import (the fake's base URL prefixed). */
    imagePath: string;
  };
}
