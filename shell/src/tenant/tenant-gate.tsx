/**
 * Loads the tenant named by the host and its branding before anything else renders: every
 * screen depends on who the tenant is. An unknown tenant gets requirements §8's message and nothing
 * else.
 */
import { useEffect, useMemo } from 'react';
import { Spinner } from '@portal/shared/ui';
import { useDeployment } from '../boot/deployment-context';
import { applyBranding } from '../branding/apply-branding';
import { PortalLayout } from '../layout/portal-layout';
import { enabledModules } from './enabled-modules';
import { useGetBrandingQuery, useGetTenantQuery } from '@portal/shared';

export const TENANT_NOT_FOUND = 'Tenant not found, please check url';

export function TenantGate({ identifier }: { identifier: string }) {
  const deployment = useDeployment();
  const tenant = useGetTenantQuery(identifier);
  const branding = useGetBrandingQuery(identifier, { skip: !tenant.data });

  useEffect(() => {
    if (tenant.data && !branding.isLoading) applyBranding(document, branding.data ?? null);
  }, [tenant.data, branding.data, branding.isLoading]);

  const modules = useMemo(() => enabledModules(deployment, tenant.data), [tenant.data, deployment]);

  if (tenant.isLoading || branding.isLoading) return <Spinner label="Loading portal" />;
  if (tenant.isError) {
    return (
      <section className="shell-status" role="alert">
        <h1>Something went wrong... please try again in a few minutes</h1>
      </section>
    );
  }
  if (!tenant.data) {
    return (
      <section className="shell-status" role="alert">
        <h1>{TENANT_NOT_FOUND}</h1>
      </section>
    );
  }
  return <PortalLayout tenant={tenant.data} branding={branding.data ?? null} modules={modules} />;
}
