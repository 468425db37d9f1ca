/**
 * A worker process of `pnpm bench:jobs` for its SIGKILL run: one queue's worker (QUEUE) doing
 * the run's work (scenarios.ts' recorder: a row in bench_run per run), then says "ready" and
 * works until it is killed.
 */
import { Pool } from 'pg';
import { openQueue, type QueueName } from './queues';
import { recorder } from './scenarios';

const url = process.env.DATABASE_URL;
const queueName = process.env.QUEUE as QueueName | undefined;
if (!url || !queueName) throw new Error('DATABASE_URL and QUEUE are required');

async function main(url: string, queueName: QueueName) {
  const runs = new Pool({ connectionString: url, max: 8 });
  const queue = await openQueue(queueName, url);
  await queue.work({
    concurrency: Number(process.env.CONCURRENCY ?? 4),
    leaseSeconds: Number(process.env.LEASE_SECONDS ?? 5),
    ...recorder(runs, 'killed'),
  });
  process.stdout.write('ready\n');
}

void main(url, queueName);
