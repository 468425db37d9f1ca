/**
 * Test support for the sandbox ledger's tests: a ledger in a throwaway folder on a clock the
 * test moves, and a local receiver that records the webhooks the ledger posts.
 */
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { CreateCustomerRequest } from '../payments-provider';
import { SandboxPaymentsProvider, type SandboxPaymentsOptions } from './sandbox-payments-provider';

export const STEP_MS = 4_000;
export const WEBHOOK_SECRET = 'whsec-test-0123456789abcdef';

export class ManualClock {
  private current = Date.parse('2026-03-02T15:00:00.000Z');
  readonly now = (): Date => new Date(this.current);
  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

export async function sandboxDirectory(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'sandbox-payments-'));
}

export function makeSandbox(
  directory: string,
  clock: ManualClock,
  options: Partial<SandboxPaymentsOptions> = {},
): SandboxPaymentsProvider {
  return new SandboxPaymentsProvider({
    directory,
    stepMs: STEP_MS,
    webhook: { url: null, secret: WEBHOOK_SECRET },
    logger: pino({ level: 'silent' }),
    now: clock.now,
    timers: null,
    ...options,
  });
}

export function customerRequest(overrides: Partial<CreateCustomerRequest> = {}): CreateCustomerRequest {
  return {
    idempotencyKey: null,
    firstName: 'Jane',
    lastName: 'Buyer',
    email: `jane.${Math.random().toString(36).slice(2)}@example.com`,
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    dateOfBirth: '1980-04-12',
    ssnLast4: '1234',
    ...overrides,
  };
}

export interface ReceivedWebhook {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** An HTTP receiver on a loopback port; answers `status()` (200 by default) to every post. */
export async function webhookReceiver(status: () => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.statusCode = status();
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/dwolla`,
    received,
    topics: () => received.map((webhook) => (JSON.parse(webhook.body) as { topic: string }).topic),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
