/**
 * Serves the composed front end beside the API, so `pnpm start` is one process on one port:
 * the shell (with SPA fallback for deep links), each remote as its own deployment folder
 * under /remotes/<package>/, and the deployment config. Each remote's folder is read from
 * disk on every request, so rebuilding one remote changes what the next page load gets
 * without a restart or a shell rebuild.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import { contentSecurityPolicy, originsOf } from './content-security-policy';
import { buildDeploymentConfig, type ModuleId } from './deployment';
import { isSourceMap, pageSecurityHeaders } from './security-headers';

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
}

/** Content-hashed files never change; the entry points must be revalidated every time. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|ico)$/;

function cacheControl(filePath: string): string {
  return HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const deployment = buildDeploymentConfig(options);
  app.get('/deployment.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return deployment;
  });
  if (options.repoRoot) await serveBuilds(app, options, options.repoRoot);
}

async function serveBuilds(app: FastifyInstance, options: WebOptions, repoRoot: string) {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const csp = contentSecurityPolicy({
    remoteOrigins: originsOf(Object.values(options.manifestUrls)),
    assetHosts: options.assetHosts,
  });
  const pageHeaders = pageSecurityHeaders(csp);
  // Production publishes no source maps (they are the whole source, comments included).
  const servesFile = (filePath: string) => options.sandbox || !isSourceMap(filePath);

  for (const packageName of Object.values(REMOTE_PACKAGES)) {
    await app.register(fastifyStatic, {
      root: path.join(repoRoot, packageName, 'dist'),
      prefix: `/remotes/${packageName}/`,
      decorateReply: false,
      // Read per request: a redeployed remote is served at once.
      wildcard: true,
      cacheControl: false,
      allowedPath: (pathName) => servesFile(pathName),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControl(filePath));
        if (filePath.endsWith('.html'))
          for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
        // The shell may live on another origin than a remote.
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }

  await app.register(fastifyStatic, { root: shellDist, serve: false, cacheControl: false });

  const sendShellPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').headers(pageHeaders).sendFile('index.html', shellDist);

  // Any other GET: a file of the shell's build, or the shell's page for a client-side route.
  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith(`${options.apiBase}/`) || urlPath.startsWith('/remotes/')) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const candidate = path.normalize(path.join(shellDist, urlPath));
    const isFile = candidate.startsWith(shellDist + path.sep) && existsSync(candidate) && statSync(candidate).isFile();
    if (isFile && !servesFile(candidate)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    // /index.html is the shell's page too: the same headers as the fallback.
    if (isFile && candidate === path.join(shellDist, 'index.html')) return sendShellPage(reply);
    if (isFile) {
      if (candidate.endsWith('.html')) reply.headers(pageHeaders);
      return reply
        .header('cache-control', cacheControl(candidate))
        .sendFile(path.relative(shellDist, candidate), shellDist);
    }
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).type('text/plain').send('The portal front end is not built yet: run `pnpm build`.');
    }
    return sendShellPage(reply);
  });
}
