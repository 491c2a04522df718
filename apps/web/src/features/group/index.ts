/**
 * The group area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */
// The back office's review of group problems: its menu entry and the entry's key.
export { GROUP_PROBLEM_REVIEW_PATH, groupProblemMenuKeyOf } from './problems/menu.ts';
