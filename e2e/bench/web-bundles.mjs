#!/usr/bin/env node
/**
 * `pnpm bench:web`: what a browser really receives from the running product (a production
 * build started as `pnpm start` does): the bytes over the wire of each route's first visit,
 * split by shell / remote / shared dependency, the depth of its request waterfall, what each
 * further remote adds when the user moves on to it, and what a repeat visit moves. The server
 * sends precompressed files, so these byte counts are deterministic for a given build: the
 * budgets below are enforced here, and `pnpm test` fails when one is exceeded. Writes
 * docs/bench/web-bundles.md.
 *
 * `pnpm bench:web --lighthouse` also runs Lighthouse's mobile profile on the five main screens,
 * in three rounds, and writes docs/bench/web.md (reported, never enforced: scores are noisy on a
 * shared machine).
 * BENCH_ATTACH_PORT=<port> measures a server that is already running instead of starting one.
 */
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleFrontEnds } from '../../scripts/lib/front-end-builds.mjs';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';
import { startProductServer } from '../support/product-server.mjs';
import { createSignedInSession, signedInSessionScript } from '../support/signed-in-session.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { lighthouseReport } from './lighthouse-report.mjs';
import { groupTotals, isScript, isStatic, maxDepth, recordTraffic, sharedAssetOwners, sumWire } from './wire.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const KB = 1024;
export const BUDGETS = { firstVisitJs: 240 * KB, furtherRemoteJs: 30 * KB, repeatVisitJs: 0, spanishAddsJs: 10 * KB };

const VISITOR_ROUTES = ['/login', '/create-account', '/partner/jane-realtor'];
const CLIENT_ROUTES = [
  '/create-account/step-2',
  '/create-account/step-select-account',
  '/create-account/step-3',
  '/create-account/step-4',
  '/create-account/success',
  '/create-account/error',
  '/create-account/verification',
  '/bank-accounts',
  '/transfer-history',
  '/account',
  '/message-center',
];
/** Measured in Spanish too: a visitor's and a client's screen of each remote, the heaviest first visit included. */
const SPANISH_ROUTES = [
  '/login',
  '/account',
  '/create-account/step-4',
  '/bank-accounts',
  '/transfer-history',
  '/message-center',
];
/** From /account (onboarding), the side menu leads to each other remote in turn. */
const FURTHER_REMOTES = [
  { menu: 'Bank Account', heading: 'Bank Accounts', remote: 'mf-banking' },
  { menu: 'Transfer History', heading: 'Transfer History', remote: 'mf-transfers' },
  { menu: 'Messages', heading: 'Messages', remote: 'mf-messages' },
];
/** The screens Lighthouse measures, each once per round. */
const LIGHTHOUSE_SCREENS = [
  { route: '/create-account' },
  { route: '/login' },
  { route: '/bank-accounts', signedIn: true },
  { route: '/transfer-history', signedIn: true },
  { route: '/message-center', signedIn: true },
];

/**
 * How long a page must start no request before its visit counts as complete: longer than the API's
 * quiet time plus the idle callback's longest wait (2 s) before the sanitizer is asked for.
 * Playwright's networkidle is not waited for: it needs 500 ms with nothing in flight, and the
 * history's live event stream (a response that never ends, opened a second after the list) can
 * begin before the deferred sanitizer's request has had its 500 ms, so it never comes.
 */
const SETTLED_AFTER_MS = 3000;

async function visit(browser, baseUrl, route, { session, further = [], repeat = false, locale }, owners) {
  // A Spanish visitor: the browser asks for es-US (Accept-Language), the server answers in Spanish.
  const context = await browser.newContext(locale ? { locale } : {});
  if (session) await context.addInitScript(signedInSessionScript(session));
  const page = await context.newPage();
  const traffic = await recordTraffic(page, owners);
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor();
  await traffic.settled(SETTLED_AFTER_MS);
  const first = traffic.take();
  const steps = [];
  for (const step of further) {
    await page.getByRole('link', { name: step.menu }).click();
    await page.getByRole('heading', { level: 1, name: step.heading }).waitFor();
    await traffic.settled(SETTLED_AFTER_MS);
    steps.push({ ...step, responses: traffic.take() });
  }
  let again = null;
  if (repeat) {
    // The user comes back later in the same browser: a new navigation, the cache warm.
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor();
    await traffic.settled(SETTLED_AFTER_MS);
    again = traffic.take();
  }
  await context.close();
  return { route, locale, responses: first, steps, again };
}

/**
 * How many visits run at once, each in a browser context of its own (its own cache and
 * recording): a visit mostly waits out its quiet time, and the bytes it records do not depend
 * on what else runs.
 */
const VISITS_AT_ONCE = 2;

/** Runs the tasks VISITS_AT_ONCE at a time; their results in the tasks' order. */
async function inTurns(tasks) {
  const results = new Array(tasks.length);
  let next = 0;
  const runner = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: VISITS_AT_ONCE }, runner));
  return results;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const scripts = (responses) => responses.filter(isScript);

function report(visits, spanish, further, failures) {
  const lines = [
    '# Web bundle report',
    '',
    'Generated by `pnpm bench:web`: each route loaded in headless Chromium from the running product',
    '(production build, served as `pnpm start` serves it), until it has started no request for',
    `${SETTLED_AFTER_MS / 1000} s (what loads after the first screen belongs to the visit). Bytes are what crossed the wire (compressed`,
    'body plus response headers, as the browser counted them; 1 KB = 1024 bytes). Depth is the',
    'longest chain of static files (scripts, styles, fonts) after the HTML: 1 = everything is named',
    'by the HTML itself.',
    '',
    `Budgets (enforced): every first visit <= ${kb(BUDGETS.firstVisitJs)} of JavaScript, in Spanish at most ${kb(BUDGETS.spanishAddsJs)} more than in English; each further remote <= ${kb(BUDGETS.furtherRemoteJs)}; a repeat visit moves no JavaScript.`,
    '',
    '## First visit per route',
    '',
    '| route | JS files | JS over the wire | all over the wire | static depth | remotes fetched | repeat visit JS |',
    '|---|---:|---:|---:|---:|---|---:|',
  ];
  for (const v of visits) {
    const js = scripts(v.responses);
    const remotes = [...new Set(js.filter((s) => s.url.startsWith('/remotes/')).map((s) => s.url.split('/')[2]))];
    const repeat = v.again ? kb(sumWire(scripts(v.again))) : '';
    lines.push(
      `| ${v.route} | ${js.length} | ${kb(sumWire(js))} | ${kb(sumWire(v.responses))} | ${maxDepth(v.responses, isStatic)} | ${remotes.join(', ')} | ${repeat} |`,
    );
  }
  lines.push(
    '',
    '## First visit in Spanish (Accept-Language: es-US)',
    '',
    '| route | JS in English | JS in Spanish | Spanish adds |',
    '|---|---:|---:|---:|',
  );
  for (const v of spanish) {
    const english = sumWire(scripts(visits.find((e) => e.route === v.route).responses));
    const js = sumWire(scripts(v.responses));
    lines.push(`| ${v.route} | ${kb(english)} | ${kb(js)} | ${kb(js - english)} |`);
  }
  const createAccount = visits.find((v) => v.route === '/create-account');
  lines.push('', '## /create-account JavaScript by group', '', '| group | over the wire |', '|---|---:|');
  for (const [group, bytes] of groupTotals(scripts(createAccount.responses))) lines.push(`| ${group} | ${kb(bytes)} |`);
  lines.push(
    '',
    '## Each further remote (from /account through the side menu)',
    '',
    '| remote | JS files | JS over the wire |',
    '|---|---:|---:|',
  );
  for (const step of further) {
    const js = scripts(step.responses);
    lines.push(`| ${step.remote} | ${js.length} | ${kb(sumWire(js))} |`);
  }
  lines.push(
    '',
    '## Verdict',
    '',
    failures.length ? failures.map((f) => `- FAIL: ${f}`).join('\n') : '- All budgets met.',
    '',
  );
  return lines.join('\n');
}

function checkBudgets(visits, spanish, further) {
  const failures = [];
  for (const v of spanish) {
    const english = sumWire(scripts(visits.find((e) => e.route === v.route).responses));
    const js = sumWire(scripts(v.responses));
    if (js > BUDGETS.firstVisitJs) failures.push(`${v.route} in Spanish moves ${kb(js)} of JavaScript`);
    if (js - english > BUDGETS.spanishAddsJs)
      failures.push(`${v.route} in Spanish adds ${kb(js - english)} of JavaScript`);
  }
  for (const v of visits) {
    const js = sumWire(scripts(v.responses));
    if (js > BUDGETS.firstVisitJs) failures.push(`${v.route} moves ${kb(js)} of JavaScript`);
    const plain = scripts(v.responses).filter((s) => !s.encoding && s.wire > 1024);
    if (plain.length) failures.push(`${v.route} got uncompressed scripts: ${plain.map((s) => s.url).join(', ')}`);
    if (v.again && sumWire(scripts(v.again)) > BUDGETS.repeatVisitJs) {
      failures.push(`a repeat visit to ${v.route} moves ${kb(sumWire(scripts(v.again)))} of JavaScript`);
    }
  }
  const createAccount = visits.find((v) => v.route === '/create-account');
  const foreign = scripts(createAccount.responses).filter(
    (s) => s.url.startsWith('/remotes/') && !s.url.startsWith('/remotes/mf-onboarding/'),
  );
  if (foreign.length) failures.push(`/create-account fetched other remotes: ${foreign.map((s) => s.url).join(', ')}`);
  for (const step of further) {
    const js = scripts(step.responses);
    if (sumWire(js) > BUDGETS.furtherRemoteJs) failures.push(`${step.remote} adds ${kb(sumWire(js))} of JavaScript`);
    if (!js.some((s) => s.url.startsWith(`/remotes/${step.remote}/`)))
      failures.push(`${step.remote} was not loaded from its menu item`);
  }
  return failures;
}

/** Lighthouse's figures move from run to run on a shared machine: a screen is judged on three. */
const LIGHTHOUSE_ROUNDS = 3;

async function lighthouseRuns(baseUrl, session) {
  const runs = [];
  for (let round = 1; round <= LIGHTHOUSE_ROUNDS; round += 1) {
    for (const screen of LIGHTHOUSE_SCREENS) {
      const load = os.loadavg()[0];
      const result = await runLighthouse({
        url: `${baseUrl}${screen.route}`,
        session: screen.signedIn ? session : undefined,
      });
      runs.push({ route: screen.route, round, load1: Number(load.toFixed(2)), ...result });
      console.log(
        `lighthouse ${screen.route} round ${round}: ${result.performance}, TBT ${Math.round(result.tbtMs)} ms ` +
          `(load ${load.toFixed(2)}, host ${Math.round(result.benchmarkIndex ?? 0)})`,
      );
    }
  }
  return runs;
}

async function main() {
  const attachPort = process.env.BENCH_ATTACH_PORT;
  const port = Number(attachPort ?? process.env.BENCH_PORT ?? 8093);
  if (!attachPort) await buildStaleFrontEnds(repoRoot);
  const owners = sharedAssetOwners(repoRoot);
  const server = attachPort ? null : await startProductServer({ repoRoot, port });
  // The server runs in a process group of its own: stopped here when `pnpm test` ends this run
  // early (another step failed) or on Ctrl-C.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void server?.stop().finally(() => process.exit(1)));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const baseUrl = `http://demo.localhost:${port}`;
  try {
    // A real client with step-2 done: the shell checks the session with the API.
    // Step-2 is measured with a client who has not done it yet (the others are sent past it).
    const session = await createSignedInSession({ port, tenant: 'demo' });
    const newcomer = await createSignedInSession({ port, tenant: 'demo', identity: false });
    // The walk through the further remotes first: the longest visit, beside the others.
    const whoAt = (route) => (route === '/create-account/step-2' ? newcomer : session);
    const [{ steps: further }, ...all] = await inTurns([
      () => visit(browser, baseUrl, '/account', { session, further: FURTHER_REMOTES }, owners),
      ...VISITOR_ROUTES.map((route) => () => visit(browser, baseUrl, route, { repeat: true }, owners)),
      ...CLIENT_ROUTES.map(
        (route) => () => visit(browser, baseUrl, route, { session: whoAt(route), repeat: true }, owners),
      ),
      // First visits again in Spanish, what the Spanish texts add: each remote's screens, the heaviest.
      ...SPANISH_ROUTES.map(
        (route) => () =>
          visit(
            browser,
            baseUrl,
            route,
            { session: VISITOR_ROUTES.includes(route) ? undefined : whoAt(route), locale: 'es-US' },
            owners,
          ),
      ),
    ]);
    const visits = all.filter((v) => !v.locale);
    const spanish = all.filter((v) => v.locale);

    const failures = checkBudgets(visits, spanish, further);
    const markdown = report(visits, spanish, further, failures);
    mkdirSync(path.join(repoRoot, 'docs', 'bench'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'docs', 'bench', 'web-bundles.md'), markdown);
    console.log(markdown);

    if (args.has('--lighthouse')) {
      const wire = visits.map((v) => ({
        route: v.route,
        jsWire: sumWire(scripts(v.responses)),
        allWire: sumWire(v.responses),
        depth: maxDepth(v.responses, isStatic),
      }));
      const lighthouse = await lighthouseRuns(baseUrl, session);
      const measured = {
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        chromium: lighthouse[0].chromium,
        lighthouseVersion: lighthouse[0].lighthouseVersion,
        lighthouse,
        wire,
      };
      writeFileSync(path.join(repoRoot, 'docs', 'bench', 'web.md'), lighthouseReport(measured));
    }
    if (failures.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
