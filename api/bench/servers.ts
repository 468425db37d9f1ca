import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { API_NODE_FLAGS } from '../../scripts/lib/api-build.mjs';
import { TENANT_HOST, type BenchCase } from './capture';

/**
 * Starts a bench server script (product-server.ts, raw-server.ts) in its own process; resolves
 * once it listens. Both run with the product's Node flags (API_NODE_FLAGS): the comparison is of
 * their code, not of their heap settings.
 */
export function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: [...API_NODE_FLAGS, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time the server process spent (ms) while answering these requests. */
  cpu: number;
  /** CPU time per answered request (ms): steadier than req/s on a loaded machine. */
  cpuPerRequest: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A server under measurement: its process (for its CPU time) and the URL it answers the case at. */
export interface Target {
  server: ChildProcess;
  url: string;
}

interface Run {
  requests: number;
  errors: number;
  cpu: number;
  seconds: number;
  /** Every answer's response time (ms), so runs combine into exact percentiles. */
  latencies: number[];
}

/** One autocannon run of a case against a server, with the server's CPU time over the run. */
async function run(target: Target, benchCase: BenchCase, token: string, connections: number, duration: number) {
  const cpuBefore = cpuMs(target.server.pid!);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: 'POST',
        connections,
        duration,
        headers: { host: TENANT_HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(benchCase.body),
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
    cpu: cpuMs(target.server.pid!) - cpuBefore,
    seconds: duration,
    latencies,
  } satisfies Run;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);

function figuresOf(runs: Run[]): Figures {
  const requests = runs.reduce((sum, one) => sum + one.requests, 0);
  const cpu = runs.reduce((sum, one) => sum + one.cpu, 0);
  const latencies = runs.flatMap((one) => one.latencies).sort((a, b) => a - b);
  return {
    rps: requests / runs.reduce((sum, one) => sum + one.seconds, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: runs.reduce((sum, one) => sum + one.errors, 0),
    requests,
    cpu,
    cpuPerRequest: cpu / Math.max(1, requests),
  };
}

/** A case against one server for `duration` seconds. */
export async function measure(
  target: Target,
  benchCase: BenchCase,
  token: string,
  connections: number,
  duration: number,
): Promise<Figures> {
  return figuresOf([await run(target, benchCase, token, connections, duration)]);
}

/**
 * A case against two servers, `duration` seconds each, in `rounds` alternating turns (a, b, a,
 * b, …) rather than one after the other: on a shared 2-core machine the capacity left to a
 * server drifts by a fifth from one minute to the next (ADR 0063), and a ratio of two figures
 * taken minutes apart measures that drift as much as the servers.
 */
export async function measureInTurns(
  [a, b]: [Target, Target],
  benchCase: BenchCase,
  token: string,
  connections: number,
  duration: number,
  rounds: number,
): Promise<[Figures, Figures]> {
  const turns: [Run[], Run[]] = [[], []];
  const slice = duration / rounds;
  for (let round = 0; round < rounds; round += 1) {
    turns[0].push(await run(a, benchCase, token, connections, slice));
    turns[1].push(await run(b, benchCase, token, connections, slice));
  }
  return [figuresOf(turns[0]), figuresOf(turns[1])];
}
