import type { Deployment, ModuleId } from './deployment';

/** For the shell's tests: a sandbox deployment serving the given remotes from this origin. */
export function testDeployment(moduleIds: readonly ModuleId[]): Deployment {
  return {
    apiBase: '/api',
    productName: 'Closing Portal',
    defaultTenant: 'demo',
    sandbox: true,
    modules: Object.fromEntries(
      moduleIds.map((id) => [id, { name: `mf_${id}`, manifestUrl: `/remotes/mf-${id}/mf-manifest.json` }]),
    ),
  };
}
