/**
 * Serves the composed front end beside the API, so `pnpm start` is one process on one port:
 * the shell's page (rendered per tenant and route, shell-page.ts), the shell's files, each
 * remote as its own deployment folder under /remotes/<package>/, and the deployment config.
 * Each remote's folder is read from disk on every request, so rebuilding one remote changes
 * what the next page load gets without a restart or a shell rebuild; so is the releases
 * folder (/releases/), whose rollout gives each tenant its release of each remote and of the
 * shell itself (rollout-deployment.ts, shell-builds.ts, docs/releases.md).
 *
 * Delivery (docs/boot.md): every text file has brotli and gzip twins made at build time and
 * is sent by content negotiation (`Vary: Accept-Encoding`); content-hashed files are cached
 * for a year as immutable; only the page, the deployment config and the federation manifests
 * are revalidated.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import { contentSecurityPolicy, originsOf } from './content-security-policy';
import { buildDeploymentConfig, type ModuleId } from './deployment';
import { remoteFallbackRoute } from './remote-fallback-route';
import { createRolloutDeployment, type RolloutDeployment } from './rollout-deployment';
import { createRoutePreloads } from './route-preloads';
import { isSourceMap, pageSecurityHeaders } from './security-headers';
import { createServerRenderer, type ServerRendering } from './server-render';
import { createShellBuilds } from './shell-builds';
import { pageLocale } from './page-locale';
import { renderShellPage } from './shell-page';
import { loadTenantPageData } from './tenant-page-data';

export interface WebOptions {
  /**
   * The repository root: the shell and remote builds are its `<package>/dist` folders. Null
   * under `pnpm dev`, where webpack-dev-server serves them and only the deployment config is ours.
   */
  repoRoot: string | null;
  apiBase: string;
  productName: string;
  defaultTenant: string;
  sandbox: boolean;
  manifestUrls: Partial<Record<ModuleId, string>>;
  /** Hosts tenant logos, favicons and background images may come from. */
  assetHosts: string[];
  /** The releases and their rollout's change log (RELEASES_DIR); null: none. */
  releasesDir: string | null;
  /** Where browsers fetch releases from (RELEASES_URL): '/releases/' (this server) or a CDN's URL. */
  releasesUrl: string;
}

/** A content hash in the name (`main.1a2b3c4d.js`, also its `.br`/`.gz` twins): never changes. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|ico)(\.br|\.gz)?$/;
const COMPRESSIBLE_FILE = /\.(js|css|html|json|svg|txt)(\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Time between listening and the warm-up page: readiness probes answer first (ADR 0044). */
const PAGE_WARM_UP_DELAY_MS = 1_000;
/** The client's key for a canary's sticky share (docs/releases.md): random, nothing about the client. */
const ROLLOUT_COOKIE = 'portal_rollout';
const ROLLOUT_KEY = /^[0-9a-f]{32}$/;
const ONE_YEAR_SECONDS = 31_536_000;

function rolloutKeyOf(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)portal_rollout=([^;]*)/.exec(request.headers.cookie ?? '');
  return match && ROLLOUT_KEY.test(match[1]!) ? match[1]! : null;
}

/**
 * The client's sticky key, given one when a canary needs it and it has none yet: its first
 * page already counts, and every later page lands in the same share.
 */
function ensureRolloutKey(request: FastifyRequest, reply: FastifyReply, rollout: RolloutDeployment, secure: boolean) {
  const existing = rolloutKeyOf(request);
  if (existing || !rollout.needsClientKey()) return existing;
  const key = randomBytes(16).toString('hex');
  reply.header(
    'set-cookie',
    `${ROLLOUT_COOKIE}=${key}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return key;
}

function setDeliveryHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  reply.header('cache-control', HASHED_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
  // The same URL answers differently by Accept-Encoding: caches must key on it.
  if (COMPRESSIBLE_FILE.test(filePath)) reply.header('vary', 'accept-encoding');
}

export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const rollout = createRolloutDeployment(buildDeploymentConfig(options), options);
  app.get('/deployment.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return rollout.deploymentFor(request.tenantIdentifier, ensureRolloutKey(request, reply, rollout, !options.sandbox));
  });
  await app.register(remoteFallbackRoute, { prefix: options.apiBase, releasesDir: options.releasesDir });
  if (options.repoRoot) await serveBuilds(app, options, options.repoRoot, rollout);
}

/** The releases folder as this server publishes it: only the releases, never the change log. */
async function serveReleases(app: FastifyInstance, releasesDir: string, servesFile: (filePath: string) => boolean) {
  // Served from the start even while empty: the first `pnpm release` needs no restart.
  mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // A shell release's index.html is only ever sent filled in, as the page (shell-builds.ts).
    allowedPath: (pathName) =>
      /^\/(remotes|shell)\//.test(pathName) && !/\.html(\.br|\.gz)?$/.test(pathName) && servesFile(pathName),
    setHeaders: (reply) => {
      // A release's folder never changes (its name is its content's hash): its manifest included.
      reply.header('cache-control', IMMUTABLE);
      reply.header('vary', 'accept-encoding');
      reply.header('access-control-allow-origin', '*');
    },
  });
}

async function serveBuilds(app: FastifyInstance, options: WebOptions, repoRoot: string, rollout: RolloutDeployment) {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const policy = {
    remoteOrigins: originsOf([...Object.values(options.manifestUrls), options.releasesUrl]),
    assetHosts: options.assetHosts,
  };
  const pageHeaders = pageSecurityHeaders(contentSecurityPolicy(policy));
  // A shell release's fonts come from where releases are published (a CDN's origin, maybe).
  const shellReleaseHeaders = pageSecurityHeaders(
    contentSecurityPolicy({ ...policy, assetHosts: [...policy.assetHosts, ...originsOf([options.releasesUrl])] }),
  );
  // A server-rendered page ends with the page loader (page-loader.ts), allowed by its hash.
  const headersFor = (rendering: ServerRendering | null) =>
    rendering
      ? pageSecurityHeaders(contentSecurityPolicy({ ...policy, scriptHashes: [rendering.loader.hash] }))
      : pageHeaders;
  // Production publishes no source maps (they are the whole source, comments included).
  const servesFile = (filePath: string) => options.sandbox || !isSourceMap(filePath);
  const preloadsFor = createRoutePreloads(repoRoot, options.releasesDir);
  const shellFor = createShellBuilds(repoRoot, { dir: options.releasesDir, url: options.releasesUrl });
  const renderPage = createServerRenderer(repoRoot, app.log);

  for (const packageName of Object.values(REMOTE_PACKAGES)) {
    await app.register(fastifyStatic, {
      root: path.join(repoRoot, packageName, 'dist'),
      prefix: `/remotes/${packageName}/`,
      decorateReply: false,
      // Read per request: a redeployed remote is served at once.
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => servesFile(pathName),
      setHeaders: (reply, filePath) => {
        setDeliveryHeaders(reply, filePath);
        if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          for (const [name, value] of Object.entries(pageHeaders)) reply.header(name, value);
        }
        // The shell may live on another origin than a remote.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  if (options.releasesDir && options.releasesUrl === '/releases/') {
    await serveReleases(app, options.releasesDir, servesFile);
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setDeliveryHeaders,
  });

  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const { tenant, branding } = await loadTenantPageData(app, {
      apiBase: options.apiBase,
      host: request.headers.host ?? '',
      identifier: request.tenantIdentifier,
    });
    const deployment = rollout.deploymentFor(
      request.tenantIdentifier,
      ensureRolloutKey(request, reply, rollout, !options.sandbox),
    );
    const locale = pageLocale(request, tenant?.defaultLanguage);
    const boot = { deployment, tenantIdentifier: request.tenantIdentifier, tenant, branding, locale };
    const shell = shellFor(deployment.shell?.release);
    // The frame, with a visitor's screen or as signed in, rendered here when the renderer can
    // (docs/boot.md). The renderer is shell/dist's code: a page on a shell release is rendered
    // by the browser, or it would hydrate HTML from another build.
    const rendering = shell.release === null ? await renderPage(boot, request.url) : null;
    const preloads = preloadsFor(pathname, deployment, tenant?.enabledModules ?? [], {
      sanitizer: !rendering && Boolean(branding?.header || branding?.footer),
      fontWeight: branding?.fontWeight,
      shell: shell.build,
    });
    const html = renderShellPage(shell.template(), { boot, pathname }, preloads, rendering);
    return (
      reply
        .header('cache-control', 'no-cache')
        // The language comes from these (page-locale.ts): a cache must not give one visitor another's.
        .header('vary', 'accept-encoding, accept-language, cookie')
        .headers(shell.release === null ? headersFor(rendering) : shellReleaseHeaders)
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  // Ready first, warm after (docs/adr/0044): what the first page needs (the sanitizer's jsdom,
  // GraphQL's validators) loads on first use, so one page rendered in-process shortly after the
  // server listens pays for it instead of the first visitor. Not at once: loading jsdom holds
  // the event loop, and a readiness probe sent right after listening must not wait for it.
  app.addHook('onListen', async () => {
    setTimeout(() => {
      app
        .inject({ method: 'GET', url: '/login', headers: { host: 'localhost' } })
        .then((response) => {
          if (response.statusCode !== 200) app.log.warn({ statusCode: response.statusCode }, 'page warm-up failed');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'page warm-up failed'));
    }, PAGE_WARM_UP_DELAY_MS).unref();
  });

  // Any other GET: a file of the shell's build, or the shell's page for a client-side route.
  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith(`${options.apiBase}/`) || /^\/(remotes|releases)\//.test(urlPath)) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const candidate = path.normalize(path.join(shellDist, urlPath));
    const isFile = candidate.startsWith(shellDist + path.sep) && existsSync(candidate) && statSync(candidate).isFile();
    if (isFile && !servesFile(candidate)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    // index.html is only ever sent filled in (below), with the page's headers.
    if (isFile && candidate !== path.join(shellDist, 'index.html')) {
      if (candidate.endsWith('.html')) reply.headers(pageHeaders);
      return reply.sendFile(path.relative(shellDist, candidate), shellDist);
    }
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).type('text/plain').send('The portal front end is not built yet: run `pnpm build`.');
    }
    return sendShellPage(request, reply, urlPath);
  });
}
