import { gcc } from './gcc.ts';

/** C11 with GCC 12. */
export const C = gcc('C', { cpp: false, o2: false, std: 'c11' });
export const C_O2 = gcc('C With O2', { cpp: false, o2: true, std: 'c11' });
