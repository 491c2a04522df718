import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/common/PageLoading.tsx';
import { RequireLogin } from './guards.tsx';
import { lazyPage } from './lazyPage.ts';
import { contestRoutes } from '@/features/contest/routes.tsx';
import { messageRoutes } from '@/features/message/routes.tsx';
import { discussionRoutes } from '@/features/discussion/routes.tsx';
import { groupRoutes } from '@/features/group/routes.tsx';
import { problemRoutes } from '@/features/problem/routes.tsx';
import { rankRoutes } from '@/features/rank/routes.tsx';
import { submissionRoutes } from '@/features/submission/routes.tsx';
import { trainingRoutes } from '@/features/training/routes.tsx';
import { ssoRoutes } from '@/features/sso/routes.tsx';
import type { AppRoute } from './types.ts';

/**
 * The route table (spec part 1 §2.1), history mode, base `/`.
 * Each area keeps its block of routes in `features/<area>/routes.tsx`, every page fetched when first
 * shown; a path not in the table shows the 404 page.
 * The admin back office (/admin/*) has its own layout and table (pages/admin/AdminApp.tsx).
 */
export type { AppRoute };

const Home = lazy(() => import('../pages/home/Home.tsx'));
const ResetPassword = lazy(() => import('../pages/account/ResetPassword.tsx'));
const Logout = lazy(() => import('../pages/account/Logout.tsx'));
// The user home shows the rank area's rating card: it loads the areas' words with it.
const UserHome = lazyPage(() => import('../pages/user/UserHome.tsx'));
// Its API tokens section speaks the api-token area's words, loaded with the page.
const Setting = lazyPage(() => import('../pages/setting/Setting.tsx'));
const Introduction = lazy(() => import('../pages/about/Introduction.tsx'));
const Developer = lazy(() => import('../pages/about/Developer.tsx'));
const NotFound = lazy(() => import('../pages/error/NotFound.tsx'));

function RedirectHome() {
  return <Navigate to="/home" replace />;
}

/** Platform, accounts and home (spec part 1). */
const platformRoutes: AppRoute[] = [
  { path: '/', page: RedirectHome },
  { path: '/home', page: Home },
  { path: '/reset-password', page: ResetPassword },
  { path: '/user-home', page: UserHome },
  { path: '/setting', page: Setting, access: 'login' },
  { path: '/logout', page: Logout, access: 'login' },
  { path: '/introduction', page: Introduction },
  { path: '/developer', page: Developer },
];

/**
 * Area blocks in this order: problems, trainings, contests (login required under
 * /contest/:contestID), submissions, rank lists, discussions (switch-guarded), groups, messages.
 */
const areaRoutes: AppRoute[] = [
  ...problemRoutes,
  ...trainingRoutes,
  ...contestRoutes,
  ...submissionRoutes,
  ...rankRoutes,
  ...messageRoutes,
  ...discussionRoutes,
  ...groupRoutes,
  ...ssoRoutes,
];

const routeTable: readonly AppRoute[] = [...platformRoutes, ...areaRoutes];

function renderRoute({ page: Page, access }: AppRoute) {
  const element = <Page />;
  return access === 'login' ? <RequireLogin>{element}</RequireLogin> : element;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={renderRoute(route)} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
