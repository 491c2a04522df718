import { Navigate } from 'react-router';
import { lazyPage } from '@/routes/lazyPage.ts';
import type { AppRoute } from '@/routes/types.ts';

const MessageCentre = lazyPage(() => import('./pages/MessageCentre.tsx'));

function RedirectDiscuss() {
  return <Navigate to="/message/discuss" replace />;
}

/** The message centre (spec part 3 §2.2): /message opens the comment tab; every tab needs login. */
export const messageRoutes: AppRoute[] = [
  { path: '/message', page: RedirectDiscuss, access: 'login' },
  { path: '/message/:tab', page: MessageCentre, access: 'login' },
];
