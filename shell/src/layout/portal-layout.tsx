import { useEffect } from 'react';
import { useNavigate } from '@portal/shared/router';
import { ROUTES, selectIsSignedIn, selectLocale, useAppSelector } from '@portal/shared';
import { LOCALE_TAGS } from '@portal/shared/i18n';
import { ToastViewport } from '@portal/shared/ui';
import type { ModuleId } from '../boot/deployment';
import { PORTAL_ROOT_CLASS } from '../branding/apply-branding';
import { SanitizedHtml } from '../branding/sanitized-html';
import { tenantContactLine } from '../branding/tenant-contact';
import { useDocumentTitle } from '../branding/use-document-title';
import { LanguageSwitch } from '../i18n/language-switch';
import { useClientLanguage } from '../i18n/use-client-language';
import { AppRoutes } from '../routing/app-routes';
import type { Branding, Tenant } from '../tenant/tenant-types';
import { SideMenu } from './side-menu';
import { onSignedOutInOtherTab } from '../session/tab-session';
import { SIGNED_OUT_STATE, SignedOutNotice } from './signed-out-notice';
import { useLogOut } from './use-log-out';
import './portal-layout.scss';

interface PortalLayoutProps {
  tenant: Tenant;
  branding: Branding | null;
  modules: ReadonlySet<ModuleId>;
}

/**
 * The page's frame: the tenant's banner, the side menu when signed in, the routes, the footer.
 * A tenant on the product's default branding is still named: its name heads the page and its
 * contact line is the footer, so the client always sees whom they pay.
 */
export function PortalLayout({ tenant, branding, modules }: PortalLayoutProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const endSession = useLogOut();
  useDocumentTitle(tenant);
  useClientLanguage();
  const ownBranding = branding !== null && !branding.default;
  // The tenant's header and footer are in the language it wrote them in (its default).
  const locale = useAppSelector(selectLocale);
  const tenantLang = tenant.defaultLanguage === locale ? undefined : LOCALE_TAGS[tenant.defaultLanguage];
  const logOut = async () => {
    await endSession();
    navigate(ROUTES.login, { replace: true, state: SIGNED_OUT_STATE });
  };
  // Log Out in another tab of this browser signed this one out too: the same page follows.
  useEffect(
    () => onSignedOutInOtherTab(() => navigate(ROUTES.login, { replace: true, state: SIGNED_OUT_STATE })),
    [navigate],
  );

  return (
    <div className={`${PORTAL_ROOT_CLASS} shell${signedIn ? ' shell--signed-in' : ''}`}>
      <div className="shell-banner">
        {ownBranding && branding.logoURL ? (
          <img className="shell-banner__logo" src={branding.logoURL} alt={tenant.name} />
        ) : (
          <span className="shell-banner__name">{tenant.name}</span>
        )}
        {ownBranding && branding.header && (
          <SanitizedHtml as="header" className="shell-banner__header" html={branding.header} lang={tenantLang} />
        )}
        <LanguageSwitch />
      </div>
      <div className="shell-body">
        {signedIn && <SideMenu tenant={tenant} modules={modules} onLogOut={logOut} />}
        <main className="shell-main" id="main">
          <SignedOutNotice />
          <AppRoutes modules={modules} tenantId={tenant.id} />
        </main>
      </div>
      {ownBranding ? (
        branding.footer && (
          <SanitizedHtml as="footer" className="shell-footer" html={branding.footer} lang={tenantLang} />
        )
      ) : (
        <footer className="shell-footer">{tenantContactLine(tenant)}</footer>
      )}
      <ToastViewport />
    </div>
  );
}
