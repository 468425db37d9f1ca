// The contract test every remote runs against the shell (docs/releases.md): the shell's route
// table is its published contract of which screens it routes to the remote, at which paths;
// its store contract (shell-store-contract.ts) of which store slices and API endpoints a page's
// store has before any remote loads; the page around a screen is that store and the router.
// A remote that drops or renames a routed screen, uses a slice or endpoint the shell no longer
// publishes, or whose screen cannot render in that page, fails here, in its own CI, before the
// compatibility gate refuses its release.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import path from 'node:path';
import { SCREEN_ROUTES, type ModuleId } from '../src/page';
import { json, stubApi, type StubHandler } from './api-stub';
import { CLIENT, renderScreen } from './render-screen';
import { missingFromShellStore, SHELL_STORE_CONTRACT, type UsesFromShell } from './shell-store-contract';

/** A route path with its parameters filled, e.g. /partner/:landingPageKey → /partner/contract-key. */
const samplePath = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, 'contract-key');

/**
 * `exposes` is the remote's federation exposes (its `exposes.js`, the map its webpack config
 * uses), `usesFromShell` what its code uses of the shell's store (its `uses-from-shell.js`),
 * `remoteDir` its package folder.
 */
export function describeShellContract(
  module: ModuleId,
  { exposes, usesFromShell }: { exposes: Record<string, string>; usesFromShell: UsesFromShell },
  remoteDir: string,
) {
  const routes = SCREEN_ROUTES.filter((route) => route.module === module);

  describe(`${module} against the shell's contract`, () => {
    it("uses only store slices and API endpoints the shell's store contract publishes", () => {
      expect(missingFromShellStore(usesFromShell, SHELL_STORE_CONTRACT)).toEqual([]);
    });

    it('exposes every screen the shell routes to it', () => {
      const missing = routes
        .filter((route) => !(`./${route.expose}` in exposes))
        .map((route) => `${route.path} → ${route.expose}`);
      expect(missing).toEqual([]);
    });

    it.each(routes.map((route) => [route.expose, route.path] as const))(
      "renders %s at %s in the shell's store and router",
      async (expose, routePath) => {
        const file = exposes[`./${expose}`];
        if (!file) throw new Error(`${expose} is not exposed`);
        // Every request answered as by an API that is down: the screen must still render its own state.
        stubApi(
          new Proxy({} as Record<string, StubHandler>, {
            get: () => () => json({ message: 'Service unavailable' }, 503),
          }),
        );
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exposed module, as webpack names it
        const exposed = require(path.join(remoteDir, file)) as { default?: ComponentType };
        expect(exposed.default).toBeInstanceOf(Function);
        const Screen = exposed.default!;
        const url = samplePath(routePath);
        const { container } = renderScreen(<Screen />, url, { path: routePath, signedInAs: CLIENT });
        // Rendered something of its own besides the harness's location probe, without throwing.
        await screen.findAllByText(/\S/);
        expect(container.querySelectorAll('section, main, form, h1, h2, [role]').length).toBeGreaterThan(0);
      },
    );
  });
}
