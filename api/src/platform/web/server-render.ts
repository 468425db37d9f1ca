/**
 * Server rendering of the shell's frame with the visitor screens, and of the signed-in frame
 * (docs/boot.md). The renderer is the shell's own server bundle
 * (shell/dist-server/render-portal.cjs, built by scripts/lib/server-render-build.mjs): like the
 * modules of api/src/platform/first-use.ts, it is required on the first page that asks for it, not at
 * start-up (docs/adr/0044); unlike them, it is required again when a new build replaces it, as
 * the page template and manifests are re-read. Without the bundle (pnpm dev, a build without
 * it) every page is rendered by the browser, as before.
 *
 * The page loader (page-loader.ts) is built beside the bundle and read with it: a page the server
 * rendered is the only kind that has one.
 *
 * A visitor's screen is rendered only while the remote build it was compiled with is the one
 * deployed (built-against.json against the remote's mf-manifest.json): a remote redeployed on
 * its own would otherwise get HTML from its old code, which the browser could not hydrate. The
 * signed-in frame holds no remote's code.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import type { BootData, ModuleId, ServerRenderedAs } from '@portal/shared/page';
import { pageLoaderFrom, type PageLoader } from './page-loader';
import { cachedJson } from './route-preloads';

interface RendererBundle {
  /** A visitor's screen (`module/Expose`) or the signed-in frame (no remote code); null: the browser renders. */
  serverRenderPlanFor(boot: BootData, url: string): { renderedAs: ServerRenderedAs; screen: string | null } | null;
  renderPortal(boot: BootData, url: string): { html: string; renderedAs: ServerRenderedAs } | null;
  /** Loads every text of every language the bundle renders; settles before its first render. */
  prepareTexts(): Promise<unknown>;
}

export interface ServerRendering {
  html: string;
  renderedAs: ServerRenderedAs;
  /** The inline script that starts the page's scripts after its first paint. */
  loader: PageLoader;
}

interface LoadedRenderer {
  mtimeMs: number;
  bundle: RendererBundle;
  builtAgainst: Partial<Record<ModuleId, string | null>>;
  loader: PageLoader;
  textsReady: Promise<unknown>;
}

const BUNDLE = path.join('shell', 'dist-server', 'render-portal.cjs');
const BUILT_AGAINST = path.join('shell', 'dist-server', 'built-against.json');
const PAGE_LOADER = path.join('shell', 'dist-server', 'page-loader.js');

export function createServerRenderer(repoRoot: string, log: { warn(data: object, message: string): void }) {
  const bundleFile = path.join(repoRoot, BUNDLE);
  let loaded: LoadedRenderer | null = null;

  /** The bundle, (re)required when its file is new; null when there is none. */
  function renderer(): LoadedRenderer | null {
    if (!existsSync(bundleFile)) return null;
    const { mtimeMs } = statSync(bundleFile);
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    delete require.cache[bundleFile];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
    const bundle = require(bundleFile) as RendererBundle;
    const builtAgainst = JSON.parse(
      readFileSync(path.join(repoRoot, BUILT_AGAINST), 'utf8'),
    ) as LoadedRenderer['builtAgainst'];
    const loader = pageLoaderFrom(readFileSync(path.join(repoRoot, PAGE_LOADER), 'utf8'));
    loaded = { mtimeMs, bundle, builtAgainst, loader, textsReady: bundle.prepareTexts() };
    return loaded;
  }
  const readManifest = cachedJson<{ metaData: { remoteEntry: { name: string } } }>();

  /** Whether the remote deployed for `moduleId` is the build the bundle's screens come from. */
  function isDeployedBuild(moduleId: ModuleId, builtAgainst: LoadedRenderer['builtAgainst'], boot: BootData): boolean {
    const remote = boot.deployment.modules[moduleId];
    const local = `/remotes/${REMOTE_PACKAGES[moduleId]}/mf-manifest.json`;
    // A remote served from elsewhere cannot be checked from here: the browser renders it.
    if (!remote || remote.manifestUrl !== local) return false;
    const manifest = readManifest(path.join(repoRoot, REMOTE_PACKAGES[moduleId], 'dist', 'mf-manifest.json'));
    return manifest !== null && manifest.metaData.remoteEntry.name === builtAgainst[moduleId];
  }

  /** The HTML for the root of the page at `url`, or null when the browser renders it. */
  return async function renderPage(boot: BootData, url: string): Promise<ServerRendering | null> {
    try {
      const current = renderer();
      if (!current) return null;
      await current.textsReady;
      const plan = current.bundle.serverRenderPlanFor(boot, url);
      if (!plan) return null;
      // The signed-in frame holds no remote's code; a visitor's screen is its remote's.
      if (plan.screen && !isDeployedBuild(plan.screen.split('/')[0] as ModuleId, current.builtAgainst, boot))
        return null;
      const rendered = current.bundle.renderPortal(boot, url);
      return rendered && { ...rendered, loader: current.loader };
    } catch (error) {
      // The browser renders every page by itself: a renderer that fails costs speed, not the page.
      log.warn({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
