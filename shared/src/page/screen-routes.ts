/**
 * Which remote serves which path. Remotes expose screens; the shell decides where they live
 * (a path can move without touching a remote), and the server reads the same table to preload
 * the remote of the page it renders.
 */
import type { Locale } from '../i18n/locales';
import pageTitlesEn from '../i18n/catalogue/page.en.json';
import pageTitlesEs from '../i18n/catalogue/page.es.json';
import { ROUTES } from '../routes/route-paths';
import type { ModuleId } from './boot-data';

export interface ScreenRoute {
  path: string;
  module: ModuleId;
  /** The remote's exposed module name, e.g. 'CreateAccount' for './CreateAccount'. */
  expose: string;
  /** Reachable without signing in (requirements §2: /login, /partner and the registration steps before the code is verified). */
  public?: boolean;
  /**
   * False for a page titled by the tenant's name alone (requirements §2 titles the message
   * center so). Every other page's name, in the document title ('Bank Accounts · Demo Title &
   * Escrow') so history and screen readers tell pages apart (WCAG 2.4.2), is `page.<expose>`
   * in the page-title catalogues, which the server and the shell both read synchronously.
   */
  titled?: false;
}

const PAGE_TITLES: Record<Locale, Record<string, string>> = { en: pageTitlesEn, es: pageTitlesEs };

/** A page title from the catalogue (`page.Login`, `page.notFound`) in `locale`. */
export function pageTitle(id: string, locale: Locale): string {
  return PAGE_TITLES[locale][id] ?? PAGE_TITLES.en[id] ?? id;
}

/** The title of a path no screen serves (the shell's own 'Page not found'). */
export const PAGE_NOT_FOUND_TITLE_ID = 'page.notFound';

/** The create-account sub-routes, also served under /partner with the agent's key last. */
const CREATE_ACCOUNT_STEPS: ScreenRoute[] = [
  {
    path: ROUTES.accountVerification,
    module: 'onboarding',
    expose: 'AccountVerification',
    public: true,
  },
  { path: ROUTES.step2, module: 'onboarding', expose: 'Step2' },
  { path: ROUTES.stepSelectAccount, module: 'banking', expose: 'StepSelectAccount' },
  { path: ROUTES.step3, module: 'transfers', expose: 'TransferDetails' },
  { path: ROUTES.step4, module: 'transfers', expose: 'TransferReview' },
  { path: ROUTES.success, module: 'transfers', expose: 'TransferSuccess' },
  { path: ROUTES.error, module: 'onboarding', expose: 'IdentityError' },
  { path: ROUTES.verification, module: 'onboarding', expose: 'DocumentUpload' },
];

// Requirements §2: the agent's landingPageURI is the last path segment on every partner route, as
// partnerPath() in @portal/shared builds them: /partner/{key}, /partner/create-account/step-2/{key}.
const PARTNER_KEY = ':landingPageKey';

export const SCREEN_ROUTES: ScreenRoute[] = [
  { path: ROUTES.login, module: 'onboarding', expose: 'Login', public: true },
  { path: ROUTES.createAccount, module: 'onboarding', expose: 'CreateAccount', public: true },
  ...CREATE_ACCOUNT_STEPS,
  {
    path: `${ROUTES.partner}/${PARTNER_KEY}`,
    module: 'onboarding',
    expose: 'PartnerLanding',
    public: true,
  },
  ...CREATE_ACCOUNT_STEPS.map((step) => ({ ...step, path: `${ROUTES.partner}${step.path}/${PARTNER_KEY}` })),
  { path: ROUTES.bankAccounts, module: 'banking', expose: 'BankAccounts' },
  { path: ROUTES.transferHistory, module: 'transfers', expose: 'TransferHistory' },
  { path: ROUTES.transferOverview, module: 'transfers', expose: 'TransferOverview' },
  { path: ROUTES.account, module: 'onboarding', expose: 'Account' },
  { path: ROUTES.messageCenter, module: 'messages', expose: 'MessageCenter', titled: false },
];

/** The routes whose module this deployment has and this tenant enables. */
export function enabledRoutes(available: ReadonlySet<ModuleId>): ScreenRoute[] {
  return SCREEN_ROUTES.filter((route) => available.has(route.module));
}

/** Requirements §2: a visitor may reach /login and /partner paths (and the steps before sign-in). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === ROUTES.partner || pathname.startsWith(`${ROUTES.partner}/`)) return true;
  return SCREEN_ROUTES.some((route) => route.public && route.path === pathname);
}

/** The screen a path shows (`:param` segments match any one segment), or undefined. */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return SCREEN_ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}

/**
 * The document title of a page, as the server writes it and the shell keeps it on each route
 * change: '<page> · <tenant>'; the tenant's name alone where the route says so; the product's
 * name when the host names no tenant (that page shows only 'Tenant not found').
 */
export function documentTitle(
  pathname: string,
  tenant: { name?: string | null } | null,
  productName: string,
  locale: Locale,
): string {
  const site = tenant?.name?.trim() || productName;
  // '/' only redirects (requirements §2): it has no page of its own.
  if (!tenant || pathname === ROUTES.root) return site;
  const route = screenRouteFor(pathname);
  if (route?.titled === false) return site;
  const page = pageTitle(route ? `page.${route.expose}` : PAGE_NOT_FOUND_TITLE_ID, locale);
  return `${page} · ${site}`;
}
