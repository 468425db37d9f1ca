/**
 * Loads the tenant named by the host and its branding before anything else renders: every
 * screen depends on who the tenant is. An unknown tenant gets requirements §8's message and nothing
 * else.
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { useDeployment } from '../boot/deployment-context';
import { applyBranding } from '../branding/apply-branding';
import { PortalLayout } from '../layout/portal-layout';
import { enabledModules } from './enabled-modules';
import { useGetBrandingQuery, useGetTenantQuery } from '@portal/shared';

export function TenantGate({ identifier }: { identifier: string }) {
  const deployment = useDeployment();
  const intl = useIntl();
  const text = useText();
  const tenant = useGetTenantQuery(identifier);
  const branding = useGetBrandingQuery(identifier, { skip: !tenant.data });

  useEffect(() => {
    if (tenant.data && !branding.isLoading) applyBranding(document, branding.data ?? null);
  }, [tenant.data, branding.data, branding.isLoading]);

  const modules = useMemo(() => enabledModules(deployment, tenant.data), [tenant.data, deployment]);

  if (tenant.isLoading || branding.isLoading)
    return <Spinner label={intl.formatMessage({ id: 'shell.status.loadingPortal' })} />;
  if (tenant.isError) {
    return (
      <section className="shell-status" role="alert">
        <h1>{text({ id: 'errors.genericError' })}</h1>
      </section>
    );
  }
  if (!tenant.data) {
    return (
      <section className="shell-status" role="alert">
        <h1>{text({ id: 'errors.tenantNotFound' })}</h1>
      </section>
    );
  }
  return <PortalLayout tenant={tenant.data} branding={branding.data ?? null} modules={modules} />;
}
