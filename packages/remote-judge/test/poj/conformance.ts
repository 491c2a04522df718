import { poj } from '../../src/judges/poj.ts';
import type { ConformanceCase } from '../support/index.ts';
import { pojFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: poj,
  fake: pojFake,
  problem: '1000',
  language: 'G++',
  wrongAnswer: { time: 16, memory: 388 },
  compileMessage: "error C2065: 'scanf_s' : undeclared identifier",
  import: {
    problem: '3664',
    problemId: 'POJ-3664',
    title: 'Election Time',
    timeLimit: 1000,
    memoryLimit: 64,
    samples: [{ input: '5 3\n3 10\n9 2\n5 6\n8 4\n6 5', output: '5' }],
    imagePath: '/images/3664_1.jpg',
  },
};
