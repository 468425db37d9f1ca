/**
 * Several API replicas (the compiled api/dist/main.cjs) on one PostgreSQL database behind
 * HAProxy: round robin, health-checked on /readyz, no sticky sessions (docs/adr/0037). Used
 * by `pnpm start:cluster`, `pnpm bench:cluster` and the replica tests (api/test/replicas/).
 * No import.meta here: the API's jest transform compiles this file to CommonJS.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BUNDLE, API_NODE_FLAGS } from '../lib/api-build.mjs';

export const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
/** How long a replica fails /readyz before it stops listening: a few of HAProxy's checks. */
export const CLUSTER_DRAIN_MS = 2_000;
const CHECK_INTERVAL_MS = 500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's answer to a passing failure, as the balancer gives it when no replica can answer. */
const UNAVAILABLE_BODY = JSON.stringify({
  message: 'Something went wrong... please try again in a few minutes',
  code: 'SERVICE_UNAVAILABLE',
});

/** A raw HTTP response for HAProxy's errorfile: JSON with Retry-After, like the API's own 503. */
export function unavailableResponse(status, reason) {
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    'Retry-After: 5',
    'Connection: close',
    `Content-Length: ${Buffer.byteLength(UNAVAILABLE_BODY)}`,
    '',
    UNAVAILABLE_BODY,
  ].join('\r\n');
}

const BALANCER_ERRORS = [
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
  [504, 'Gateway Timeout'],
];

/** A replica that died is started again after this long: 0.5 s, doubling, at most 10 s. */
export const restartDelayMs = (failures) => Math.min(500 * 2 ** failures, 10_000);
/** Up this long, a replica's earlier failures are forgotten (the next restart waits 0.5 s again). */
const STABLE_MS = 30_000;

/** HAProxy's configuration: the timeouts allow live-status streams (server-sent events). */
export function haproxyConfig({ balancerPort, replicaPorts, statsSocket, errorFiles = {} }) {
  return `global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 70s
  timeout server 70s
  timeout check 5s
  # A connection refused or closed without an answer (a replica that just stopped) is tried
  # again on another replica; an answer, even an error, is passed on as it is.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # One request per connection to a replica: no idle connection can be cut by a replica
  # that is shutting down while the balancer sends on it.
  option http-server-close
  option forwardfor
  # With no replica able to answer (all restarting, the database down), the balancer's own
  # answer is the API's JSON 503 with Retry-After, not an HTML page.
${Object.entries(errorFiles)
  .map(([status, file]) => `  errorfile ${status} ${file}`)
  .join('\n')}

frontend portal
  bind 127.0.0.1:${balancerPort}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS}ms fall 2 rise 2
${replicaPorts.map((port, index) => `  server replica${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

/** Sends one command to HAProxy's stats socket and returns its answer. */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(socketPath, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * Starts `replicaPorts.length` replicas one after the other (the first applies the
 * migrations), then the balancer. `env` goes to every replica (DATA_DIR, limits, …).
 */
export async function startCluster({
  repoRoot,
  databaseUrl,
  balancerPort,
  replicaPorts,
  env = {},
  stdio = 'inherit',
  log = (line) => console.log(line),
  supervise = true,
}) {
  if (!databaseUrl) {
    throw new Error(
      'Several replicas need one PostgreSQL database they all reach: set DATABASE_URL ' +
        '(the embedded PGlite database belongs to a single process).',
    );
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const statsSocket = path.join(workDir, 'haproxy.sock');
  const configFile = path.join(workDir, 'haproxy.cfg');
  const errorFiles = {};
  for (const [status, reason] of BALANCER_ERRORS) {
    errorFiles[status] = path.join(workDir, `${status}.http`);
    writeFileSync(errorFiles[status], unavailableResponse(status, reason));
  }
  writeFileSync(configFile, haproxyConfig({ balancerPort, replicaPorts, statsSocket, errorFiles }));

  const replicas = replicaPorts.map((port, index) => ({
    index,
    port,
    name: `replica${index + 1}`,
    child: null,
    exited: null,
    /** Set while the cluster itself stops this replica: its exit is not a crash. */
    stopping: false,
    /** Crashes since it last stayed up STABLE_MS, for the restart backoff. */
    failures: 0,
    restarts: 0,
  }));
  let closing = false;

  /**
   * The supervisor: a replica that exits on its own (a crash, an out-of-memory kill) is
   * started again with backoff, for as long as the cluster runs (docs/scale.md).
   */
  const superviseReplica = (replica, startedAt) => {
    void replica.exited.then(async (exit) => {
      if (!supervise || closing || replica.stopping) return;
      if (Date.now() - startedAt >= STABLE_MS) replica.failures = 0;
      const delay = restartDelayMs(replica.failures++);
      log(`${replica.name} exited (${exit.signal ?? `code ${exit.code}`}): restarting in ${delay} ms`);
      await sleep(delay);
      if (closing || replica.stopping) return;
      replica.restarts += 1;
      // A failed start exits too, which brings the next (longer) wait.
      await startReplica(replica.index).catch((error) => log(`${replica.name} restart failed: ${error.message}`));
    });
  };

  const startReplica = async (index) => {
    const replica = replicas[index];
    const child = spawn(process.execPath, [...API_NODE_FLAGS, API_BUNDLE], {
      cwd: repoRoot,
      stdio,
      env: {
        ...process.env,
        SHUTDOWN_DRAIN_MS: String(CLUSTER_DRAIN_MS),
        TRUST_PROXY: '127.0.0.1',
        ...env,
        PORT: String(replica.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
      },
    });
    replica.child = child;
    replica.stopping = false;
    replica.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    superviseReplica(replica, Date.now());
    let gone = false;
    void replica.exited.then(() => (gone = true));
    await waitFor(
      async () => gone || answers(`http://127.0.0.1:${replica.port}/readyz`),
      `${replica.name} to be ready`,
    );
    if (gone) throw new Error(`${replica.name} exited while starting`);
    log(`${replica.name} ready on 127.0.0.1:${replica.port} (pid ${child.pid})`);
    return replica;
  };

  /** The balancer's view of each replica: UP, DOWN, … by name. */
  const backendStates = async () => {
    const csv = await haproxyCommand(statsSocket, 'show stat');
    const states = {};
    for (const line of csv.split('\n')) {
      const fields = line.split(',');
      if (fields[0] === 'replicas' && fields[1]?.startsWith('replica')) states[fields[1]] = fields[17];
    }
    return states;
  };
  const waitForState = (index, state) =>
    waitFor(
      async () => (await backendStates())[replicas[index].name]?.startsWith(state),
      `${replicas[index].name} ${state}`,
    );

  /** Signals a replica and waits for it to exit: SIGTERM drains it, SIGKILL is a crash. */
  const stopReplica = async (index, signal = 'SIGTERM') => {
    const replica = replicas[index];
    if (!replica.child || replica.child.exitCode !== null || replica.child.signalCode !== null) return null;
    replica.stopping = true;
    replica.child.kill(signal);
    const exit = await replica.exited;
    log(`${replica.name} exited (${exit.signal ?? `code ${exit.code}`})`);
    return exit;
  };

  let balancer = null;
  const stopAll = async () => {
    closing = true;
    await Promise.all(replicas.map((_replica, index) => stopReplica(index)));
    if (balancer && balancer.exitCode === null) {
      const done = new Promise((resolve) => balancer.once('exit', resolve));
      balancer.kill('SIGTERM');
      await done;
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    for (const replica of replicas) await startReplica(replica.index);
    balancer = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const balancerExit = new Promise((resolve) => balancer.once('exit', resolve));
    balancer.once('error', (error) => log(`HAProxy did not start (${HAPROXY}): ${error.message}`));
    await Promise.race([
      waitFor(async () => {
        const states = await backendStates();
        return replicas.every((replica) => states[replica.name]?.startsWith('UP'));
      }, 'HAProxy to see every replica up'),
      balancerExit.then(() => {
        throw new Error(`HAProxy exited (is it installed at ${HAPROXY}?)`);
      }),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  log(`HAProxy balancing ${replicas.length} replicas on http://127.0.0.1:${balancerPort}`);

  return {
    url: `http://127.0.0.1:${balancerPort}`,
    replicas,
    startReplica: async (index) => {
      await startReplica(index);
      await waitForState(index, 'UP');
    },
    stopReplica,
    backendStates,
    waitForState,
    /** One replica at a time: drain and stop it, start it again, wait until the balancer sends it traffic. */
    async rollingRestart() {
      for (const replica of replicas) {
        const exit = await stopReplica(replica.index, 'SIGTERM');
        if (exit && exit.code !== 0)
          throw new Error(`${replica.name} did not shut down cleanly (${JSON.stringify(exit)})`);
        await startReplica(replica.index);
        await waitForState(replica.index, 'UP');
      }
    },
    close: stopAll,
  };
}
