import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { allows, type AdminNeed } from '@/components/admin/access.ts';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { announcementAdminRoutes } from '@/features/announcement/routes.tsx';
import { contestAdminRoutes } from '@/features/contest/routes.tsx';
import { dashboardAdminRoutes } from '@/features/dashboard/routes.tsx';
import { discussionAdminRoutes } from '@/features/discussion/routes.tsx';
import { groupAdminRoutes } from '@/features/group/routes.tsx';
import { problemAdminRoutes } from '@/features/problem/routes.tsx';
import { siteAdminRoutes } from '@/features/site-admin/routes.tsx';
import { apiTokenAdminRoutes } from '@/features/api-token/routes.tsx';
import { noticeAdminRoutes } from '@/features/notice-admin/routes.tsx';
import { trainingAdminRoutes } from '@/features/training/routes.tsx';
import { userAdminRoutes } from '@/features/user-admin/routes.tsx';
import { ssoAdminRoutes } from '@/features/sso/routes.tsx';
import type { AdminRoute } from '@/routes/types.ts';
import { session, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import AdminLayout from './AdminLayout.tsx';
import './admin.css';

const AdminLogin = lazy(() => import('./AdminLogin.tsx'));

/** The back office's route table (spec part 3 §2.4): each area brings its pages; /admin opens the dashboard. */
const ADMIN_ROUTES: AdminRoute[] = [
  ...dashboardAdminRoutes,
  ...problemAdminRoutes,
  ...trainingAdminRoutes,
  ...contestAdminRoutes,
  ...announcementAdminRoutes,
  ...noticeAdminRoutes,
  ...siteAdminRoutes,
  ...ssoAdminRoutes,
  ...apiTokenAdminRoutes,
  ...userAdminRoutes,
  ...discussionAdminRoutes,
  ...groupAdminRoutes,
];

/**
 * A page the user's role does not reach (or no session at all) goes to /admin/login with
 * 'Please login first by admin account', and a session without the role is cleared (spec part 1 §2.2).
 */
function RequireAdmin({ need, children }: { need: AdminNeed; children: ReactNode }) {
  const { token, user } = useSession();
  if (token && allows(user?.roleList ?? [], need)) return <>{children}</>;
  return <AdminRefusal hadSession={token !== null} />;
}

function AdminRefusal({ hadSession }: { hadSession: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('errors.pleaseLoginAdmin'));
    if (hadSession) session.clear();
  }, [hadSession, t]);
  return <Navigate to="/admin/login" replace />;
}

/** The admin back office (/admin/*): its own layout and route table (spec part 3 §2.4). */
export default function AdminApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/admin/login" element={<AdminLogin />} />
        <Route
          path="/admin"
          element={
            <RequireAdmin need="admin">
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          {ADMIN_ROUTES.map(({ path, page: Page, need }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAdmin need={need}>
                  <Page />
                </RequireAdmin>
              }
            />
          ))}
        </Route>
        {/* An unknown back-office path goes to the admin login (spec part 3 §2.4). */}
        <Route path="*" element={<Navigate to="/admin/login" replace />} />
      </Routes>
    </Suspense>
  );
}
