/**
 * The code-similarity engine: pure functions over source texts, no database and no I/O. The API
 * feeds it the submissions of one problem and stores or shows what it answers.
 */
export { checkCorpus, comparePair, DEFAULT_THRESHOLD } from './check.ts';
export type { SourceDoc } from './check.ts';
