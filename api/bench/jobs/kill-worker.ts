/**
 * A worker process of `pnpm bench:jobs` for its SIGKILL run: one queue's worker (QUEUE) whose
 * handler records each run in bench_run, then says "ready" and works until it is killed.
 */
import { Pool } from 'pg';
import { openQueue, type QueueName } from './queues';

const url = process.env.DATABASE_URL;
const queueName = process.env.QUEUE as QueueName | undefined;
if (!url || !queueName) throw new Error('DATABASE_URL and QUEUE are required');

async function main(url: string, queueName: QueueName) {
  const runs = new Pool({ connectionString: url, max: 8 });
  const queue = await openQueue(queueName, url);
  await queue.work({
    concurrency: Number(process.env.CONCURRENCY ?? 4),
    leaseSeconds: Number(process.env.LEASE_SECONDS ?? 5),
    handler: async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await runs.query('INSERT INTO bench_run (n, worker) VALUES ($1, $2)', [n, 'killed']);
    },
  });
  process.stdout.write('ready\n');
}

void main(url, queueName);
