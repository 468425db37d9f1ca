/**
 * The page `pnpm bench:api` writes to docs/bench/api.md: what the last run measured, how, and on
 * what machine. Each run replaces the page, so it always states where the API stands; earlier
 * runs are in git history.
 */
import { execFileSync } from 'node:child_process';

export interface RunSettings {
  label: string;
  startedAt: Date;
  commit: string;
  cores: number;
  cpuModel: string;
  sizes: number[];
  seconds: number;
  rounds: number;
  singleSeconds: number;
  warmupSeconds: number;
  profileSeconds: number;
}

/** BENCH_COMMIT when the caller names the build, else the checkout's HEAD (marked when it has changes). */
export function currentCommit(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return changed ? `${head} with uncommitted changes` : head;
  } catch {
    return '(unknown)';
  }
}

export function reportPage(run: RunSettings, results: string[]): string {
  const sizes = run.sizes.map((size) => size.toLocaleString('en-US')).join(', ');
  return [
    '# API throughput (`pnpm bench:api`)',
    '',
    'Written by `pnpm bench:api` (`api/bench/run.ts`), which replaces this page with its run.',
    'Why it measures this way: ADR 0030.',
    '',
    '## Method',
    '',
    'Each of the API’s hot GraphQL queries is answered by the product (`product-server.ts`, as',
    '`pnpm start` runs it on PostgreSQL) and by a minimal Fastify + pg server (`raw-server.ts`)',
    'running the statements the product sent for that query (captured with a Drizzle query',
    'logger, second run, same order), on a throwaway local PostgreSQL database seeded to each size',
    '(dropped after). Both servers run in their own process with the API’s Node flags, unprofiled.',
    `Each answers each query unmeasured for ${run.warmupSeconds} s first; then autocannon drives 50 connections`,
    `for ${run.seconds} s per server in ${run.rounds} alternating turns (product, raw, product, …), and one connection`,
    `for ${run.singleSeconds} s against the product (single-client p99). The profile comes from a separate,`,
    `profiled pass of ${run.profileSeconds} s per query.`,
    '',
    '- **ratio**: the product’s req/s ÷ the raw server’s. The aim is ≥ 0.8 for every query.',
    '- **product p99, 1 client**: the aim is ≤ 25 ms.',
    '- **CPU ms/request**: user + system CPU time of each server process (from `/proc`) over its',
    '  answers; the parenthesis is raw ÷ product. It moves less with the machine’s load than req/s.',
    '- The load average beside each line is the machine’s; the bench itself is part of it.',
    '',
    'To run it: `pnpm bench:api` (needs PostgreSQL at 127.0.0.1:5432). `BENCH_SIZES`, `BENCH_CASES`,',
    '`BENCH_SECONDS` shorten it; `BENCH_REPORT` writes the page elsewhere.',
    '',
    '## Last run',
    '',
    `${run.label}, ${run.startedAt.toISOString()}: commit ${run.commit}; ${run.cores} cores (${run.cpuModel});`,
    `sizes ${sizes}.`,
    ...results,
    '',
  ].join('\n');
}
