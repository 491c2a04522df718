/**
 * The rank area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

export { userHomePath } from './pages/rankQuery.ts';

// The user home's rating card.
export { RatingHistory } from './components/RatingHistory.tsx';
