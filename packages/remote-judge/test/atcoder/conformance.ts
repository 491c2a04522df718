import { atcoder } from '../../src/judges/atcoder.ts';
import type { ConformanceCase } from '../support/index.ts';
import { atcoderFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: atcoder,
  fake: atcoderFake,
  problem: 'abc110_a',
  language: 'C++ 20 (gcc 12.2)',
  wrongAnswer: { time: 12, memory: 3648 },
  compileMessage: "expected primary-expression before '}' token",
  import: {
    problem: 'abc110_a',
    problemId: 'AC-abc110_a',
    title: 'Maximize the Formula',
    timeLimit: 2500,
    memoryLimit: 1024,
    samples: [
      { input: '1 5 2', output: '53' },
      { input: '9 9 9', output: '108' },
    ],
    imagePath: '/img/abc110_a.png',
  },
};
