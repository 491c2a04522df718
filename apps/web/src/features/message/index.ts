/**
 * The message area's public entry: what the app shell uses of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** The unread poll behind the top bar's badges, mounted once by the app. */
export { UnreadPoll } from './components/UnreadPoll.tsx';
