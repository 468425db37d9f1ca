/**
 * @portal/shared/releases: releases of the shell and the remotes, their rollout per tenant and
 * the compatibility gate (docs/releases.md). Node only: read by the server that fills the page
 * and by `pnpm release`; never bundled into a browser build (not a federation singleton). The
 * compatibility gate (and semver) is the CLI's alone: the server never loads it.
 */
export * from './change-log';
export * from './release-store';
export * from './rollout-rules';
