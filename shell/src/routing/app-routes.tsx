import { Navigate, Route, Routes, useLocation } from '@portal/shared/router';
import { ROUTES, selectClient, selectIsSignedIn, useAppSelector } from '@portal/shared';
import type { ModuleId } from '../boot/deployment';
import { RemoteScreen } from '../remotes/remote-screen';
import { enabledRoutes, isPublicPath } from './route-table';
import { rootRedirect } from './root-redirect';

/** Visitors are sent to /create-account from everything but the public paths (spec §2). */
function SignedInOnly({ children }: { children: React.ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  if (!signedIn && !isPublicPath(pathname)) return <Navigate to={ROUTES.createAccount} replace />;
  return children;
}

function NotFound() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <Navigate to={ROUTES.createAccount} replace />;
  return (
    <section className="shell-not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist in this portal.</p>
    </section>
  );
}

export function AppRoutes({ modules }: { modules: ReadonlySet<ModuleId> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const client = useAppSelector(selectClient);
  return (
    <Routes>
      <Route path={ROUTES.root} element={<Navigate to={rootRedirect(signedIn ? (client ?? {}) : null)} replace />} />
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
