import { createPortalStore, setLocale, tenantApi } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import type { BootData, Deployment } from '@portal/shared/page';

/**
 * The page's store, with the tenant and branding the server wrote into the page seeded into the
 * cache entries the shell and the remotes read (useTenant/useBranding), as if the queries had
 * just answered. The server renderer seeds its store with this very function, so both sides
 * start from the same state (docs/boot.md).
 */
export function createSeededStore(
  deployment: Deployment,
  identifier: string,
  inline: Pick<BootData, 'tenant' | 'branding'> | null,
  locale: Locale,
) {
  const { store } = createPortalStore({ apiBase: deployment.apiBase });
  store.dispatch(setLocale(locale));
  if (inline) {
    store.dispatch(
      tenantApi.util.upsertQueryEntries([
        { endpointName: 'getTenant', arg: identifier, value: inline.tenant },
        ...(inline.tenant ? [{ endpointName: 'getBranding' as const, arg: identifier, value: inline.branding }] : []),
      ]),
    );
  }
  return store;
}
