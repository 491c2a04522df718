import { gym } from '../../src/judges/gym.ts';
import type { ConformanceCase } from '../support/index.ts';
import { GYM, gymFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: gym,
  fake: (script) => gymFake(script),
  problem: `${GYM.html}A`,
  language: 'GNU G++17 7.3.0',
  // The WA row of the fake's "my" page: `31&nbsp;ms`, `3800&nbsp;KB`.
  wrongAnswer: { time: 31, memory: 3800 },
  compileMessage: "'scnaf' was not declared in this scope",
  import: {
    problem: `${GYM.html}A`,
    problemId: `GYM-${GYM.html}A`,
    title: 'Triangle Count',
    timeLimit: 2000,
    memoryLimit: 512,
    samples: [
      { input: '4\n2 2 3 4', output: '3' },
      { input: '3\n1 2 3', output: '0' },
    ],
    imagePath: '/predownloaded/5a/0c/5a0c1e.png',
  },
};
