/**
 * `pnpm test:api`: prepares the run's databases once (prepared-databases.ts), then runs jest
 * three times on them and removes them at the end:
 *
 * 1. Every ordinary test file, in WORKERS jest workers side by side. Each worker has its own
 *    PostgreSQL copy and every file its own in-memory PGlite, so files cannot see each other's
 *    rows, jobs or rate-limit counters (docs/adr/0046).
 * 2. The tests that replay recorded vendor responses through nock, each in a process of its
 *    own, those processes side by side. With several files in one process, nock's interceptors
 *    (the Twilio SDK keeps sockets alive, nock/nock#3001) can outlive one file and crash the
 *    next with an unhandled 'socket hang up'. Alone, each passes reliably.
 * 3. Three API replicas behind HAProxy (test/replicas/), and the faults injected into them
 *    (test/faults/database-faults): processes of their own that need the CPU to themselves,
 *    so they run last and alone, on PostgreSQL only.
 *
 * Extra arguments go to every jest run. Stops at the first failing run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { prepareTestDatabases, removeTestDatabases } from './prepared-databases';

/** The CI machine's cores; each worker gets a PostgreSQL copy of its own. */
const WORKERS = 2;
const ISOLATED = [
  'src/platform/providers/sms/twilio-sms-provider.test.ts',
  'src/platform/providers/storage/s3-object-store.test.ts',
  'src/platform/providers/bank-linking/plaid-bank-linking-provider.test.ts',
  'src/platform/providers/payments/dwolla/dwolla-payments-provider.test.ts',
];
/** The tests that run replicas of the compiled API (each file starts its own cluster). */
const REPLICAS = ['test/replicas/', 'test/faults/database-faults'];
const extraArgs = process.argv.slice(2);

const running = new Set<ChildProcess>();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });

/** One jest run; `buffered` holds its output back and prints it in one piece when it ends. */
function jest(args: string[], env: NodeJS.ProcessEnv, { buffered = false } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('jest', [...args, ...extraArgs], {
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      if (buffered) process.stderr.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const escaped = (file: string) => file.replace(/\./g, '\\.');
const worst = (codes: number[]) => codes.find((code) => code !== 0) ?? 0;

async function main(): Promise<number> {
  const prepared = await prepareTestDatabases({ workers: WORKERS });
  const env = { ...process.env, ...prepared };
  try {
    const runs: (() => Promise<number>)[] = [
      () =>
        jest(['--maxWorkers', String(WORKERS), '--testPathIgnorePatterns', ...ISOLATED.map(escaped), ...REPLICAS], env),
      async () => worst(await Promise.all(ISOLATED.map((file) => jest([file], env, { buffered: true })))),
      () => jest(['--runInBand', ...REPLICAS], env),
    ];
    for (const run of runs) {
      const code = interrupted ? 1 : await run();
      if (code !== 0) return code;
    }
    return 0;
  } finally {
    await removeTestDatabases(prepared);
  }
}

// Failing until main() says otherwise: a promise that never settles (a database that never
// answers) empties the event loop, and Node would then exit with 0 as if every test had passed.
process.exitCode = 1;
main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
