/**
 * The api-token area's public entry. The settings page shows a user's own tokens; the back office
 * mounts the judge tokens' page through routes.tsx.
 */
export { ApiTokenSettings } from './components/ApiTokenSettings.tsx';

/** The back-office menu's key for a path of this area, else null. */
export const judgeTokenMenuKeyOf = (pathname: string): 'judge-tokens' | null =>
  pathname.startsWith('/admin/judge-tokens') ? 'judge-tokens' : null;
