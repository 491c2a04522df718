import { hdu } from '../../src/judges/hdu.ts';
import type { ConformanceCase } from '../support/index.ts';
import { hduFake } from './fake.ts';

export const conformance: ConformanceCase = {
  adapter: hdu,
  fake: hduFake,
  problem: '1000',
  language: 'G++',
  wrongAnswer: { time: 46, memory: 1784 },
  // HDU's MSVC speaks Chinese: read right only when the GBK page is decoded as GBK.
  compileMessage: '“引号” : 未声明的标识符',
  import: {
    problem: '2000',
    problemId: 'HDU-2000',
    title: 'ASCII码排序',
    timeLimit: 1000,
    memoryLimit: 32,
    samples: [{ input: 'qwe\nasd\nzxc', output: 'e q w\na d s\nc x z' }],
    imagePath: '/data/images/C10-2000-1.jpg',
  },
};
