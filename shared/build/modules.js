// @ts-check
/**
 * The deployable front-end modules: which package builds each, and the name it has inside
 * Module Federation. Used by the webpack configs, the start script and the server that
 * publishes the deployment config.
 */

/** module id (as in Tenant.enabledModules) → package folder */
const REMOTE_PACKAGES = {
  onboarding: 'mf-onboarding',
  banking: 'mf-banking',
  transfers: 'mf-transfers',
  messages: 'mf-messages',
};

/** 'mf-onboarding' → 'mf_onboarding': federation names must be valid identifiers. */
function moduleFederationName(packageName) {
  return packageName.replace(/-/g, '_');
}

/**
 * Beside a remote's federation manifest: the shared singletons each exposed screen needs at its
 * first load (screen-shared.js writes it, the server's route preloads read it).
 */
const SCREEN_SHARED_FILE = 'screen-shared.json';

/**
 * The shell's start-up singletons, grouped into two chunks (startup-chunks.js); the server
 * names their files in every page (docs/boot.md).
 */
const STARTUP_CHUNK_NAMES = { vendor: 'startup-vendor', portal: 'startup-portal' };

module.exports = { REMOTE_PACKAGES, moduleFederationName, SCREEN_SHARED_FILE, STARTUP_CHUNK_NAMES };
