/**
 * The deployment config says which front-end modules this deployment has and where each one's
 * manifest lives, so a remote can be moved or redeployed without rebuilding the shell. The
 * server writes it into the page (with the tenant and branding, docs/boot.md); under
 * `pnpm dev` the page has none and the shell fetches GET /deployment.json.
 */
import type { Deployment } from '@portal/shared/page';

export type { Deployment, ModuleId, RemoteModuleConfig } from '@portal/shared/page';

export async function fetchDeployment(fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  const response = await fetchImpl('/deployment.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`deployment config: HTTP ${response.status}`);
  return (await response.json()) as Deployment;
}
