import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, selectSessionClient, useAppSelector } from '@portal/shared';
import type { ModuleId } from '../boot/deployment';
import { RemoteScreen } from '../remotes/remote-screen';
import { enabledRoutes, isPublicPath } from './route-table';
import { rootRedirect } from './root-redirect';

/** Visitors are sent to /create-account from everything but the public paths (spec §2). */
function SignedInOnly({ children }: { children: React.ReactNode }) {
  const client = useAppSelector(selectSessionClient);
  const { pathname } = useLocation();
  if (!client && !isPublicPath(pathname)) return <Navigate to={ROUTES.createAccount} replace />;
  return children;
}

function NotFound() {
  const client = useAppSelector(selectSessionClient);
  if (!client) return <Navigate to={ROUTES.createAccount} replace />;
  return (
    <section className="shell-not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist in this portal.</p>
    </section>
  );
}

export function AppRoutes({ modules }: { modules: ReadonlySet<ModuleId> }) {
  const client = useAppSelector(selectSessionClient);
  return (
    <Routes>
      <Route path={ROUTES.root} element={<Navigate to={rootRedirect(client)} replace />} />
      {enabledRoutes(modules).map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <SignedInOnly>
              <RemoteScreen module={route.module} expose={route.expose} />
            </SignedInOnly>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
