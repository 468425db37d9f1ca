import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { TENANT_HOST, type BenchCase } from './capture';

/** Starts a bench server script (product-server.ts, raw-server.ts) in its own process; resolves once it listens. */
export function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
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

/** One autocannon run of a case against a server, with the server's CPU time over the run. */
export async function measure(
  server: ChildProcess,
  url: string,
  benchCase: BenchCase,
  token: string,
  connections: number,
  duration: number,
): Promise<Figures> {
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(benchCase.body),
  });
  const cpu = cpuMs(server.pid!) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
    cpu,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}
