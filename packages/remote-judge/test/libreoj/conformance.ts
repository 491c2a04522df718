import { libreoj } from '../../src/judges/libreoj.ts';
import type { ConformanceCase } from '../support/index.ts';
import { libreojFake } from './fake.ts';

/**
 * LibreOJ in the common suite. The problem is submitted as `6764(41180)` (display and internal id
 * differ, so no lookup); the import reads display id 6764 and must find the internal id itself.
 */
export const conformance: ConformanceCase = {
  adapter: libreoj,
  fake: (script) => libreojFake(script),
  problem: '6764(41180)',
  language: 'C++ (g++, c++17, O2, m64)',
  wrongAnswer: { time: 46, memory: 3204 },
  compileMessage: 'error: ‘scanf’ was not declared in this scope',
  import: {
    problem: '6764',
    problemId: 'LIBRE-6764(41180)',
    title: '「示例」城市间的道路',
    timeLimit: 2000,
    memoryLimit: 512,
    samples: [
      { input: '3 2\n1 2\n2 3\n', output: '2\n' },
      { input: '1 0\n', output: '0\n' },
    ],
    imagePath: '/images/6764/graph.png',
  },
};
