/**
 * The similarity area's public entry: the check with its side-by-side view, which a contest's
 * Similarity tab and the back office's problem pages show. Its words load through i18n/index.ts.
 */
export { SimilarityCheck } from './components/SimilarityCheck.tsx';
