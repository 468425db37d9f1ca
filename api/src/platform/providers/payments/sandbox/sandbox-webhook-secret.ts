/**
 * The sandbox ledger's webhook subscription secret when DWOLLA_WEBHOOK_SECRET is not set:
 * generated once into DATA_DIR/secrets/sandbox-payments-webhook-secret and reused, so events
 * queued before a restart still verify after it. Written like the other sandbox secrets:
 * temporary file, then link(), so two processes starting at once agree on one secret.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadOrCreateSandboxWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'sandbox-payments-webhook-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8').trim();
}
