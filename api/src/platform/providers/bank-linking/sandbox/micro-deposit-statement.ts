/**
 * Micro-deposits in the sandbox: two amounts under $0.10, fixed per account (so a test or a
 * person can always find the same ones), posted after a delay and shown in the sandbox inbox
 * as the line a bank statement would carry.
 */
import { createHash } from 'node:crypto';
import { centsToDecimal } from '../../../money';
import type { SandboxOutbox } from '../../sandbox-outbox/sandbox-outbox';
import { timelineFrom } from '../../sandbox-outbox/sandbox-outbox';

/** Two distinct amounts from $0.01 to $0.09, derived from the account id. */
export function microDepositAmounts(accountId: string): [number, number] {
  const digest = createHash('sha256').update(`micro-deposits:${accountId}`).digest();
  const first = 1 + (digest[0]! % 9);
  let second = 1 + (digest[1]! % 9);
  if (second === first) second = (first % 9) + 1;
  return [first, second];
}

export interface StatementLine {
  recipient: string;
  institutionName: string;
  accountName: string;
  mask: string;
  amountsCents: [number, number];
  accountId: string;
}

/** Records the statement line once per account (the idempotency key), whatever retries the timer makes. */
export async function deliverStatement(outbox: SandboxOutbox, line: StatementLine, now: Date): Promise<void> {
  const [first, second] = line.amountsCents.map((cents) => `$${centsToDecimal(cents)}`);
  const text =
    `${line.institutionName} statement, ${line.accountName} ••••${line.mask}: ` +
    `ACCTVERIFY deposit ${first}; ACCTVERIFY deposit ${second}. ` +
    'Enter these two amounts to verify your account.';
  const isEmail = line.recipient.includes('@');
  await outbox.record({
    channel: isEmail ? 'email' : 'sms',
    from: isEmail ? `${line.institutionName} <statements@bank.sandbox>` : line.institutionName,
    to: [line.recipient],
    cc: [],
    subject: isEmail ? `${line.institutionName}: two deposits to verify your account` : null,
    text,
    html: null,
    attachments: [],
    // A bank statement line: no Message-ID of ours to carry.
    messageIdHeader: null,
    timeline: timelineFrom(now, [['delivered', 0]]),
    errorCode: null,
  });
}
