/**
 * The release of each remote this page loads, and the one fallback (docs/releases.md): when
 * the release the rollout gave this page fails to load or throws, the shell switches the
 * module to the tenant's previous release (the deployment's `fallback`) once, tells the
 * server (counted on /metrics by module and failed release), and loads again. Only when that
 * fails too does the user see 'This section is temporarily unavailable'.
 */
import type { Deployment, ModuleId } from '../boot/deployment';

/** The modules that fell back on this page: each does so at most once. */
const fellBack = new Set<ModuleId>();

/** The manifest this page loads `moduleId` from now. */
export function activeManifestUrl(deployment: Deployment, moduleId: ModuleId): string {
  const remote = deployment.modules[moduleId];
  if (!remote) throw new Error(`module ${moduleId} is not part of this deployment`);
  return fellBack.has(moduleId) && remote.fallback ? remote.fallback.manifestUrl : remote.manifestUrl;
}

/** Whether a failure of `moduleId` would still fall back (rather than show the unavailable screen). */
export function canFallBack(deployment: Deployment, moduleId: ModuleId): boolean {
  return Boolean(deployment.modules[moduleId]?.fallback) && !fellBack.has(moduleId);
}

function report(deployment: Deployment, moduleId: ModuleId, release: string): void {
  const body = new Blob([JSON.stringify({ module: moduleId, release })], { type: 'application/json' });
  // A beacon outlives the page and needs no answer; a browser without one is not counted.
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(`${deployment.apiBase}/remote-fallbacks`, body);
  }
}

/** Switches `moduleId` to its fallback release; false when there is none or it was used. */
export function fallBack(deployment: Deployment, moduleId: ModuleId, failure: unknown): boolean {
  if (!canFallBack(deployment, moduleId)) return false;
  const remote = deployment.modules[moduleId]!;
  fellBack.add(moduleId);
  console.error(
    `${remote.name} release ${remote.release ?? 'build'} failed; loading ${remote.fallback!.release}`,
    failure,
  );
  report(deployment, moduleId, remote.release ?? 'build');
  return true;
}
