/**
 * What a browser really receives from the running server: every response of a page visit with
 * its bytes over the wire (the encoded body, as compressed by the server, without headers),
 * who it belongs to (shell / remote / shared dependency) and how deep in the request waterfall
 * it sits (the HTML is level 0; a file the HTML names is level 1; a file that a level-1 script
 * asks for is level 2, ...).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES } from '../../scripts/lib/front-end-builds.mjs';

/** file name → 'shared:<package>' (or 'shared:<a> + <b>' for a file holding several) from every build's federation manifest. */
export function sharedAssetOwners(repoRoot) {
  const owners = new Map();
  for (const pkg of FRONT_END_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, pkg, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        const key = `${pkg}/${file}`;
        owners.set(key, new Set(owners.get(key)).add(shared.name));
      }
    }
  }
  // One file may hold several singletons (the shell's start-up chunks, docs/boot.md).
  return new Map([...owners].map(([key, names]) => [key, `shared:${[...names].sort().join(' + ')}`]));
}

function groupOf(pathname, owners) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  const pkg = remote ? remote[1] : 'shell';
  const file = remote ? remote[2] : pathname.slice(1);
  return owners.get(`${pkg}/${file}`) ?? (remote ? `remote:${pkg}` : 'shell');
}

/** The URL that caused a request: the parser's document, or the script at the top of the stack. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * Starts recording a page's traffic. `take()` returns what was received since the last take.
 * @param {import('playwright-core').Page} page
 */
export async function recordTraffic(page, owners) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const depthByUrl = new Map();
  const finished = [];
  let lastRequestAt = Date.now();
  const scriptsInFlight = new Set();
  cdp.on('Network.requestWillBeSent', (event) => {
    lastRequestAt = Date.now();
    if (event.type === 'Script') scriptsInFlight.add(event.requestId);
    const from =
      event.initiator.type === 'parser' || event.initiator.type === 'script' || event.initiator.type === 'preload'
        ? initiatorUrl(event.initiator)
        : null;
    const depth = event.type === 'Document' ? 0 : (depthByUrl.get(from) ?? 0) + 1;
    if (!depthByUrl.has(event.request.url)) depthByUrl.set(event.request.url, depth);
    requests.set(event.requestId, { url: event.request.url, type: event.type, depth, encoding: null, status: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    request.encoding = headers['content-encoding'] ?? null;
    request.status = event.response.status;
    request.fromCache = event.response.fromDiskCache || event.response.fromPrefetchCache || false;
  });
  cdp.on('Network.loadingFailed', (event) => scriptsInFlight.delete(event.requestId));
  cdp.on('Network.loadingFinished', (event) => {
    scriptsInFlight.delete(event.requestId);
    const request = requests.get(event.requestId);
    if (!request) return;
    const { pathname } = new URL(request.url);
    finished.push({
      url: pathname,
      type: request.type,
      status: request.status,
      encoding: request.encoding,
      depth: request.depth,
      group: groupOf(pathname, owners),
      // encodedDataLength counts headers too; a cache hit moves nothing.
      wire: request.fromCache ? 0 : event.encodedDataLength,
    });
  });
  let taken = 0;
  return {
    /**
     * Resolves once the page has started no request for `quietMs` and has no script in flight:
     * what a page loads after its first screen (the tenant HTML sanitizer waits for the API to be
     * quiet, then for an idle moment: shell/src/boot/when-api-quiet.ts) belongs to the visit too.
     * Requests, not answers: a screen's live event stream never finishes. A page that keeps
     * asking (polling) is taken as it is after `longestMs`.
     */
    async settled(quietMs, longestMs = 5 * quietMs) {
      const givenUpAt = Date.now() + longestMs;
      while ((Date.now() - lastRequestAt < quietMs || scriptsInFlight.size > 0) && Date.now() < givenUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    take() {
      const slice = finished.slice(taken);
      taken = finished.length;
      return slice;
    },
  };
}

export const isScript = (r) => r.type === 'Script';
export const sumWire = (responses) => responses.reduce((total, r) => total + r.wire, 0);
export const maxDepth = (responses, filter = () => true) =>
  responses.filter(filter).reduce((deepest, r) => Math.max(deepest, r.depth), 0);
/** Static files the first screen needs (scripts, styles, fonts): the waterfall that matters. */
export const isStatic = (r) => ['Script', 'Stylesheet', 'Font'].includes(r.type);

export function groupTotals(responses) {
  const groups = new Map();
  for (const r of responses) groups.set(r.group, (groups.get(r.group) ?? 0) + r.wire);
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}
