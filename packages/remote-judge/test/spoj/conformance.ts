import { spoj } from '../../src/judges/spoj.ts';
import type { ConformanceCase } from '../support/index.ts';
import { spojFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: spoj,
  fake: spojFake,
  problem: 'TEST',
  language: 'C++14 (gcc 12.1)',
  // `0.01` s and `2.8M`.
  wrongAnswer: { time: 10, memory: 2867 },
  compileMessage: "'scanf' was not declared in this scope",
  import: {
    problem: 'test',
    problemId: 'SPOJ-TEST',
    title: 'Life, the Universe, and Everything',
    timeLimit: 1000,
    memoryLimit: 1536,
    samples: [{ input: '1\n2\n88\n42\n99', output: '1\n2\n88' }],
    imagePath: '/content/lu_diagram.png',
  },
};
