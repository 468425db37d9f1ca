/**
 * The deployment config, served with the shell (GET /deployment.json). It says which
 * front-end modules this deployment has and where each one's manifest lives, so a remote can
 * be moved or redeployed without rebuilding the shell.
 */
export type ModuleId = 'onboarding' | 'banking' | 'transfers' | 'messages';

export interface RemoteModuleConfig {
  /** Module Federation name, e.g. 'mf_onboarding'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  manifestUrl: string;
}

export interface Deployment {
  apiBase: string;
  productName: string;
  defaultTenant: string;
  sandbox: boolean;
  modules: Partial<Record<ModuleId, RemoteModuleConfig>>;
}

export async function fetchDeployment(fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  const response = await fetchImpl('/deployment.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`deployment config: HTTP ${response.status}`);
  return (await response.json()) as Deployment;
}
