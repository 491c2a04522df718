import type { ConformanceCase } from '../support/index.ts';

// Filled in with the judge's fake site and recorded pages.
export const conformance = {} as ConformanceCase;
