// @ts-check
/**
 * The modules that exist once per page. Every webpack config takes its `shared` option from
 * here, so the shell and the remotes can never disagree about what is a singleton.
 */
const sharedPackage = require('../package.json');

/** Third-party singletons: their version ranges come from @portal/shared's own dependencies. */
// react-router-dom is not here: it is shared through @portal/shared/router (docs/adr/0004).
const THIRD_PARTY = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'formik', 'yup', 'moment', 'react-intl'];

/** @portal/shared's entry points: each is its own shared module, so a page pays only for the ones it imports. */
const PORTAL_SHARED_ENTRIES = Object.keys(sharedPackage.exports)
  // build and testing are Node/jest helpers, never loaded in a browser; page is the shell's
  // and the server's alone (no remote needs it), so the shell bundles it; router/server is
  // the server renderer's alone (docs/boot.md); releases is the server's and `pnpm release`'s;
  // i18n/formatting words texts outside React, for the API and tests (a page's come through
  // its TextsProvider).
  .filter(
    (key) =>
      !key.includes('*') &&
      !key.startsWith('./build') &&
      key !== './testing' &&
      key !== './page' &&
      key !== './releases' &&
      key !== './i18n/formatting' &&
      key !== './router/server',
  )
  .map((key) => (key === '.' ? '@portal/shared' : `@portal/shared/${key.slice(2)}`));

function sharedSingletons() {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: sharedPackage.dependencies[name] };
  }
  // react-dom/client is what the shell renders with; the prefix key shares every react-dom subpath.
  shared['react-dom/'] = { singleton: true, requiredVersion: sharedPackage.dependencies['react-dom'] };
  for (const name of PORTAL_SHARED_ENTRIES) {
    shared[name] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  }
  return shared;
}

module.exports = { sharedSingletons, THIRD_PARTY, PORTAL_SHARED_ENTRIES };
