/**
 * The files a first visit to a route needs, named in the page itself so the browser fetches
 * them all at once, one level after the HTML (docs/boot.md): the shell's shared chunks, the
 * route's remote entry, its exposed screen's script and style, the federation manifest the
 * runtime reads, and the fonts the first screen draws with. Read from the builds' own
 * manifests, re-read when a build changes (a redeployed remote needs no restart).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES, SCREEN_SHARED_FILE, STARTUP_CHUNK_NAMES } from '@portal/shared/build/modules';
import { screenRouteFor, type Deployment, type ModuleId, type Preload } from '@portal/shared/page';
import { facesInUse } from './font-faces';

export type { Preload };

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ name: string; assets: ManifestAssets }>;
  exposes: Array<{ name: string; assets: ManifestAssets }>;
}

/** Reads a JSON file again only when it changed on disk. */
export function cachedJson<T>() {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** A font file of the shell's build and the weight of its face. */
interface FontFace {
  file: string;
  weight: number;
}

/**
 * The shell's start-up chunks (its shared singletons, grouped into two files at build time,
 * docs/boot.md: both load right after the entry, on every route) and the fonts the first
 * screen draws with. Its other lazy chunks (the sanitizer) load after the first screen on purpose.
 */
function cachedListing(shellDist: string) {
  let cached: { mtimeMs: number; chunks: string[]; fonts: FontFace[]; sanitizer: string[] } | null = null;
  return () => {
    const { mtimeMs } = statSync(path.join(shellDist, 'index.html'));
    if (cached?.mtimeMs === mtimeMs) return cached;
    const assets = path.join(shellDist, 'assets');
    cached = {
      mtimeMs,
      chunks: readdirSync(shellDist)
        .filter((file) => STARTUP_CHUNK.test(file))
        .sort(),
      fonts: existsSync(assets)
        ? readdirSync(assets)
            .sort()
            .flatMap((file) => {
              const weight = FIRST_SCREEN_FONTS.exec(file)?.[1];
              return weight ? [{ file, weight: Number(weight) }] : [];
            })
        : [],
      sanitizer: readdirSync(shellDist).filter((file) => SANITIZER_CHUNK.test(file)),
    };
    return cached;
  };
}

// Their styles are in main.css today (docs/boot.md); a start-up stylesheet would still be named.
const STARTUP_CHUNK = new RegExp(`^(${Object.values(STARTUP_CHUNK_NAMES).join('|')})\\.[0-9a-f]{8}\\.(js|css)$`);
// The tenant HTML sanitizer's chunk (shell/src/branding/sanitizer.ts, docs/boot.md).
const SANITIZER_CHUNK = /^sanitizer\.[0-9a-f]{8}\.js$/;
// The Latin faces of Poppins the shell imports (300/400/700); a page names those it draws with.
const FIRST_SCREEN_FONTS = /^poppins-latin-(\d{3})-normal\.[0-9a-f]{8}\.woff2$/;

/**
 * The folder on this server's disk that `manifestUrl` is served from: a package's own build
 * (/remotes/<package>/) or a release (/releases/remotes/<package>/<version>/); null for a
 * remote hosted elsewhere.
 */
function localFolderOf(manifestUrl: string, moduleId: ModuleId, repoRoot: string, releasesDir: string | null) {
  const packageName = REMOTE_PACKAGES[moduleId];
  if (manifestUrl === `/remotes/${packageName}/mf-manifest.json`) return path.join(repoRoot, packageName, 'dist');
  const release = new RegExp(`^/releases/remotes/${packageName}/([0-9A-Za-z.+-]+)/mf-manifest\\.json$`).exec(
    manifestUrl,
  );
  return release && releasesDir ? path.join(releasesDir, 'remotes', packageName, release[1]!) : null;
}

/**
 * The shell build a page runs: the server's own (shell/dist, served from `/`) or a shell
 * release (its folder, served from `<RELEASES_URL>shell/<version>/`).
 */
export interface ShellBuild {
  folder: string;
  /** The URL its files are served under, ending with `/`. */
  base: string;
}

export function createRoutePreloads(repoRoot: string, releasesDir: string | null = null) {
  const readManifest = cachedJson<FederationManifest>();
  const readScreenShared = cachedJson<Record<string, string[]>>();
  const ownShell: ShellBuild = { folder: path.join(repoRoot, 'shell', 'dist'), base: '/' };

  /** Each shell build's chunks and fonts, listed once per build. */
  const listings = new Map<string, ReturnType<typeof cachedListing>>();
  const shellListing = (shell: ShellBuild) => {
    let listing = listings.get(shell.folder);
    if (!listing) listings.set(shell.folder, (listing = cachedListing(shell.folder)));
    return listing();
  };

  function shellFiles(shell: ShellBuild, fontWeight: string | null | undefined): Preload[] {
    const { chunks, fonts } = shellListing(shell);
    const faces = facesInUse(
      fontWeight,
      fonts.map((font) => font.weight),
    );
    return [
      ...chunks
        .filter((file) => file.endsWith('.css'))
        .map((file): Preload => ({ href: `${shell.base}${file}`, as: 'style' })),
      ...chunks
        .filter((file) => file.endsWith('.js'))
        .map((file): Preload => ({ href: `${shell.base}${file}`, as: 'script' })),
      ...fonts
        .filter((font) => faces.includes(font.weight))
        .map((font): Preload => ({ href: `${shell.base}assets/${font.file}`, as: 'font' })),
    ];
  }

  /** The shell provides these singletons itself; a remote's own copy of them never loads. */
  function shellShared(shell: ShellBuild): Set<string> {
    return new Set(
      (readManifest(path.join(shell.folder, 'mf-manifest.json'))?.shared ?? []).map((shared) => shared.name),
    );
  }

  function remoteFiles(shell: ShellBuild, moduleId: ModuleId, expose: string, manifestUrl: string): Preload[] {
    const folder = localFolderOf(manifestUrl, moduleId, repoRoot, releasesDir);
    // A remote hosted elsewhere: its manifest is all this server can name.
    if (!folder) return [{ href: manifestUrl, as: 'fetch' }];
    const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
    const manifest = readManifest(path.join(folder, 'mf-manifest.json'));
    if (!manifest) return [];
    const screen = manifest.exposes.find((entry) => entry.name === expose);
    // Singletons only this remote provides (formik, yup, ...) load from it right after the
    // screen: those the screen's first load needs, as its build listed them (docs/boot.md).
    // A remote built without that list gets all of them named, as before: a few KB too many
    // on a screen without a form beats a second round trip on every screen with one.
    const provided = shellShared(shell);
    const needed = readScreenShared(path.join(folder, SCREEN_SHARED_FILE))?.[expose];
    const sharedFiles = manifest.shared
      .filter((shared) => !provided.has(shared.name) && (!needed || needed.includes(shared.name)))
      .flatMap((shared) => shared.assets.js.sync);
    return [
      { href: manifestUrl, as: 'fetch' },
      ...(screen?.assets.css.sync ?? []).map((file): Preload => ({ href: base + file, as: 'style' })),
      { href: base + manifest.metaData.remoteEntry.name, as: 'script' },
      ...[...new Set([...(screen?.assets.js.sync ?? []), ...sharedFiles])].map((file): Preload => ({
        href: base + file,
        as: 'script',
      })),
    ];
  }

  /**
   * What to preload for `pathname` on a tenant that enables `enabledModules`. `sanitizer`: the
   * browser renders this page and its first render writes tenant HTML, so it needs the
   * sanitizer before it (a server-rendered page loads it after its first paint). `fontWeight`:
   * the tenant's text weight (branding), which decides the faces named (font-faces.ts).
   * `shell`: the shell release the page runs; by default the server's own build.
   */
  return function preloadsFor(
    pathname: string,
    deployment: Deployment,
    enabledModules: readonly string[],
    {
      sanitizer = false,
      fontWeight = null,
      shell = ownShell,
    }: { sanitizer?: boolean; fontWeight?: string | null; shell?: ShellBuild } = {},
  ): Preload[] {
    const route = screenRouteFor(pathname);
    const remote = route && enabledModules.includes(route.module) ? deployment.modules[route.module] : undefined;
    return [
      ...shellFiles(shell, fontWeight),
      ...(sanitizer
        ? shellListing(shell).sanitizer.map((file): Preload => ({ href: `${shell.base}${file}`, as: 'script' }))
        : []),
      ...(route && remote ? remoteFiles(shell, route.module, route.expose, remote.manifestUrl) : []),
    ];
  };
}

export type RoutePreloads = ReturnType<typeof createRoutePreloads>;
