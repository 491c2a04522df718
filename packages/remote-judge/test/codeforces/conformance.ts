import { codeforces } from '../../src/judges/codeforces.ts';
import type { ConformanceCase } from '../support/index.ts';
import { codeforcesFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: codeforces,
  fake: (script) => codeforcesFake(script),
  problem: '1900A',
  language: 'GNU G++17 7.3.0',
  // The slowest test and the largest memory of source-wa.json (1048576 bytes).
  wrongAnswer: { time: 46, memory: 1024 },
  compileMessage: "'scnaf' was not declared in this scope",
  import: {
    problem: '1900A',
    problemId: 'CF-1900A',
    title: 'Cover in Water',
    timeLimit: 1000,
    memoryLimit: 256,
    samples: [{ input: '3\n3\n...\n7\n##....#\n4\n#<.#', output: '2\n2\n1' }],
    imagePath: '/espresso/3e4c1d0b2a.png',
  },
};
