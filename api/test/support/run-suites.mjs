#!/usr/bin/env node
/**
 * Runs the API suite, with the tests that replay recorded vendor responses through nock each
 * in a process of its own. With two cores jest runs every file in one process, and nock's
 * interceptors (the Twilio SDK keeps sockets alive, nock/nock#3001) can outlive one file and
 * crash the next with an unhandled 'socket hang up'. Alone, each passes reliably.
 */
import { spawnSync } from 'node:child_process';

const ISOLATED = [
  'src/providers/sms/twilio-sms-provider.test.ts',
  'src/providers/storage/s3-object-store.test.ts',
  'src/providers/bank-linking/plaid-bank-linking-provider.test.ts',
  'src/providers/payments/dwolla/dwolla-payments-provider.test.ts',
];
/**
 * Three API replicas behind HAProxy (issue 13): processes of their own that need the CPU to
 * themselves, so they run last and alone, on PostgreSQL only.
 */
const REPLICAS = 'test/replicas/';
const extraArgs = process.argv.slice(2);

const runs = [
  ['--testPathIgnorePatterns', ...ISOLATED.map((file) => file.replace(/\./g, '\\.')), REPLICAS, ...extraArgs],
  ...ISOLATED.map((file) => [file, ...extraArgs]),
  [REPLICAS, ...extraArgs],
];
for (const args of runs) {
  const result = spawnSync('jest', args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
