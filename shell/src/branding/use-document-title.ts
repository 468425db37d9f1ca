import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { selectLocale, useAppSelector } from '@portal/shared';
import { documentTitle } from '@portal/shared/page';
import { useDeployment } from '../boot/deployment-context';
import type { Tenant } from '../tenant/tenant-types';

/**
 * Keeps the document's title on the page shown: '<page> · <tenant>' from the route table, on
 * every route change. The server wrote the first page's title already; it is left as it is.
 */
export function useDocumentTitle(tenant: Tenant) {
  const { pathname } = useLocation();
  const { productName } = useDeployment();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    const title = documentTitle(pathname, tenant, productName, locale);
    if (document.title !== title) document.title = title;
  }, [pathname, tenant, productName, locale]);
}
