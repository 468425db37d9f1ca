import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { ROUTES, selectClient, selectLocale, useAppDispatch, useAppSelector } from '@portal/shared';
import type { ModuleId } from '../boot/deployment';
import { useDeployment } from '../boot/deployment-context';
import { preloadRouteScreen } from '../remotes/remote-registry';
import { RemoteScreen } from '../remotes/remote-screen';
import { enabledRoutes, PAGE_NOT_FOUND_TITLE_ID, pageTitle } from '@portal/shared/page';
import { SessionGuard } from './session-guard';

function NotFound() {
  const locale = useAppSelector(selectLocale);
  return (
    <section className="shell-not-found">
      <h1>{pageTitle(PAGE_NOT_FOUND_TITLE_ID, locale)}</h1>
      <p>
        <FormattedMessage id="shell.notFound.detail" />
      </p>
    </section>
  );
}

/** The routes of this deployment and tenant, behind the redirect rules of requirements §2 (SessionGuard). */
export function AppRoutes({ modules, tenantId }: { modules: ReadonlySet<ModuleId>; tenantId: string }) {
  const deployment = useDeployment();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const clientId = useAppSelector(selectClient)?.id;
  // The screen, and for a client its first data, load while SessionGuard checks the session,
  // not after it. For the page's first route, boot started both already (first-screen.ts):
  // this finds them under way. It matters for the routes the client moves to.
  useEffect(
    () =>
      preloadRouteScreen(deployment, modules, pathname, (screen) => {
        if (clientId) screen.prefetchScreenData?.(dispatch, clientId);
      }),
    [deployment, modules, pathname, clientId, dispatch],
  );
  return (
    <SessionGuard tenantId={tenantId}>
      <Routes>
        {/* The guard always sends '/' on (requirements §2); nothing renders there. */}
        <Route path={ROUTES.root} element={null} />
        {enabledRoutes(modules).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RemoteScreen module={route.module} expose={route.expose} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </SessionGuard>
  );
}
