import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { AppRoutes } from '../../routes/index.tsx';
import { isBareLayout, isFooterHidden } from '../../routes/layoutRules.ts';
import { lazyPage } from '../../routes/lazyPage.ts';
import { useAuthDialog } from '../../session/authDialog.ts';
import { isAdminPath } from '../../ui/navigation.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

const AuthDialog = lazy(() => import('../auth/AuthDialog.tsx'));
/** The back office speaks the areas' words (its menu, its problem and contest pages): they come with it. */
const AdminApp = lazyPage(() => import('../../pages/admin/AdminApp.tsx'));

/** The account dialog's code is fetched the first time it opens. */
function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = isBareLayout(pathname);
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    );
  }
  return (
    <div className="app-shell">
      {bare ? null : <TopBar />}
      <main className={bare ? 'app-main app-main--bare' : 'app-main'} id="main">
        <AppRoutes />
      </main>
      {isFooterHidden(pathname) ? null : <Footer />}
      <LazyAuthDialog />
    </div>
  );
}
