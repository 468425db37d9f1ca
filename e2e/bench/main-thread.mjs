#!/usr/bin/env node
/**
 * `node e2e/bench/main-thread.mjs <port> [<port>]`: the main thread's work after the first paint on
 * the five main screens of running products, from Chromium's own trace (docs/boot.md §8).
 *
 * Lighthouse turns each task's wall time, times 4, into Total Blocking Time. On a shared machine
 * a task's wall time follows whatever else runs (the main thread waits to be scheduled); its CPU
 * time (the trace's thread time) is the page's own work. Two ports (two builds started side by
 * side, e.g. main and a branch) are visited in alternation, so both meet the same machine.
 * ROUNDS (default 5) visits of each screen per port, each in a fresh browser context (a first
 * visit), full speed, no throttling: what Lighthouse records before it simulates a phone.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';
import { createSignedInSession, signedInSessionScript } from '../support/signed-in-session.mjs';

const SCREENS = [
  { route: '/create-account' },
  { route: '/login' },
  { route: '/bank-accounts', signedIn: true },
  { route: '/transfer-history', signedIn: true },
  { route: '/message-center', signedIn: true },
];
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** What follows the first paint: the screen's data, the sanitizer, the live stream's start. */
const WATCH_MS = 4000;
/** Lighthouse counts a task's time over 50 ms, after multiplying it by 4. */
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];

/** The page's main-thread tasks after its first contentful paint, from a trace's events. */
function tasksAfterFirstPaint(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
  );
  if (!navigation) return null;
  const { pid } = navigation;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!main || !paint) return null;
  const onMain = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.ts >= paint.ts);
  return onMain
    .filter((e) => e.name === 'RunTask')
    .map((task) => {
      const script = onMain.find((e) => e.name === 'EvaluateScript' && e.ts >= task.ts && e.ts < task.ts + task.dur)
        ?.args.data.url;
      return { wallMs: task.dur / 1000, cpuMs: (task.tdur ?? 0) / 1000, script: script && new URL(script).pathname };
    });
}

const blocking = (ms) => Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS);
const sum = (values) => values.reduce((total, value) => total + value, 0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function visit(browser, port, screen, session) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    if (screen.signedIn) await context.addInitScript(signedInSessionScript(session));
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`http://demo.localhost:${port}${screen.route}`, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const tasks = tasksAfterFirstPaint(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    if (!tasks) return null;
    const longest = tasks.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a), { cpuMs: 0 });
    return {
      cpuMs: sum(tasks.map((t) => t.cpuMs)),
      wallMs: sum(tasks.map((t) => t.wallMs)),
      longestCpuMs: longest.cpuMs,
      longestScript: longest.script ?? '(a callback)',
      blockingFromWallMs: sum(tasks.map((t) => blocking(t.wallMs))),
      blockingFromCpuMs: sum(tasks.map((t) => blocking(t.cpuMs))),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const ports = process.argv.slice(2).map(Number);
  if (!ports.length || ports.some((port) => !Number.isInteger(port))) {
    console.error('usage: main-thread.mjs <port> [<port>]  (products already running, tenant demo)');
    process.exit(2);
  }
  const sessions = new Map();
  for (const port of ports) sessions.set(port, await createSignedInSession({ port, tenant: 'demo' }));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results = [];
  const loads = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      loads.push(os.loadavg()[0]);
      for (const screen of SCREENS) {
        // Alternating which build goes first, so neither always follows the other.
        for (const port of round % 2 ? [...ports].reverse() : ports) {
          const result = await visit(browser, port, screen, sessions.get(port));
          if (result) results.push({ port, route: screen.route, ...result });
        }
      }
    }
  } finally {
    await browser.close();
  }
  const f = (value) => value.toFixed(1);
  console.log(
    `${ROUNDS} rounds, load ${f(Math.min(...loads))}-${f(Math.max(...loads))} on ${os.cpus().length} cores; ` +
      'medians per visit, ms; blocking = Lighthouse’s sum of (4 × task − 50 ms) from wall and from CPU time',
  );
  console.log(
    '| screen | port | CPU after paint | wall after paint | longest task (CPU) | blocking (wall) | blocking (CPU) |',
  );
  console.log('|---|---:|---:|---:|---|---:|---:|');
  for (const { route } of SCREENS) {
    for (const port of ports) {
      const runs = results.filter((r) => r.route === route && r.port === port);
      const longest = median(runs.map((r) => r.longestCpuMs));
      const where = runs.find((r) => r.longestCpuMs === longest)?.longestScript;
      console.log(
        `| ${route} | ${port} | ${f(median(runs.map((r) => r.cpuMs)))} | ${f(median(runs.map((r) => r.wallMs)))} | ` +
          `${f(longest)} ${where} | ${f(median(runs.map((r) => r.blockingFromWallMs)))} | ` +
          `${f(median(runs.map((r) => r.blockingFromCpuMs)))} |`,
      );
    }
  }
}

await main();
