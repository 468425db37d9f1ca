/**
 * The deployment config the shell reads at run time (GET /deployment.json): which front-end
 * modules this deployment has and where each remote's manifest lives. A remote moves to
 * another host, or leaves the deployment, by configuration alone: no shell rebuild.
 */
// Plain CommonJS shared with the webpack configs, so the names can never drift apart.
import { moduleFederationName, REMOTE_PACKAGES } from '@portal/shared/build/modules';
import type { Deployment, ModuleId } from '@portal/shared/page';

export type { ModuleId };
/** The shape the shell reads (inline in its page, or from GET /deployment.json). */
export type DeploymentConfig = Deployment;

export const MODULE_IDS = Object.keys(REMOTE_PACKAGES) as ModuleId[];

/**
 * REMOTE_<MODULE>_URL=<manifest URL> points a module elsewhere; REMOTE_<MODULE>_URL=off leaves
 * it out of this deployment. By default each remote is served by this server under
 * /remotes/<package>/.
 */
export function remoteManifestUrls(env: Record<string, string | undefined>): Partial<Record<ModuleId, string>> {
  const urls: Partial<Record<ModuleId, string>> = {};
  for (const id of MODULE_IDS) {
    const override = env[`REMOTE_${id.toUpperCase()}_URL`]?.trim();
    if (override === 'off') continue;
    urls[id] = override || `/remotes/${REMOTE_PACKAGES[id]}/mf-manifest.json`;
  }
  return urls;
}

export function buildDeploymentConfig(options: {
  apiBase: string;
  productName: string;
  defaultTenant: string;
  sandbox: boolean;
  manifestUrls: Partial<Record<ModuleId, string>>;
}): DeploymentConfig {
  const modules: DeploymentConfig['modules'] = {};
  for (const id of MODULE_IDS) {
    const manifestUrl = options.manifestUrls[id];
    if (manifestUrl) modules[id] = { name: moduleFederationName(REMOTE_PACKAGES[id]), manifestUrl };
  }
  return {
    apiBase: options.apiBase,
    productName: options.productName,
    defaultTenant: options.defaultTenant,
    sandbox: options.sandbox,
    modules,
  };
}
