/**
 * Time in the sandbox ledger. Every record carries the times of its next steps (a transfer's
 * debit and settlement, a document's review, micro-deposits posting), so `advanceLedger`
 * brings the whole ledger up to any instant — in every transaction, and when the timer fires —
 * and no timer has to survive a restart. Each step queues the Dwolla webhooks Dwolla would send.
 */
import { randomUUID } from 'node:crypto';
import type { DwollaEvent } from '../dwolla-events';
import type { LedgerState, LedgerTransfer } from './sandbox-ledger-store';

/** Where the ledger's resources "live": the hrefs of its events' links, shaped like Dwolla's. */
export const SANDBOX_ACH_ORIGIN = 'https://sandbox-ach.closing-portal.test';
const SANDBOX_ACCOUNT_ID = '0b5a4b5e-7c0e-4c55-9a38-5d1d2f5d7b10';

type ResourceKind = 'customers' | 'funding-sources' | 'transfers';

export function queueWebhook(
  state: LedgerState,
  now: Date,
  topic: string,
  resource: { kind: ResourceKind; id: string },
  customerId: string | null,
): void {
  const id = randomUUID();
  const timestamp = now.toISOString();
  const event: DwollaEvent = {
    id,
    resourceId: resource.id,
    topic,
    timestamp,
    created: timestamp,
    _links: {
      self: { href: `${SANDBOX_ACH_ORIGIN}/events/${id}` },
      account: { href: `${SANDBOX_ACH_ORIGIN}/accounts/${SANDBOX_ACCOUNT_ID}` },
      resource: { href: `${SANDBOX_ACH_ORIGIN}/${resource.kind}/${resource.id}` },
      ...(customerId ? { customer: { href: `${SANDBOX_ACH_ORIGIN}/customers/${customerId}` } } : {}),
    },
  };
  state.webhooks.push({ event, attempts: 0, nextAttemptAt: timestamp, state: 'queued', lastError: null });
}

const reached = (at: string, now: Date) => Date.parse(at) <= now.getTime();

/** Moves every record whose next step is due at `now`; returns whether anything moved. */
export function advanceLedger(state: LedgerState, now: Date): boolean {
  let moved = false;
  for (const transfer of Object.values(state.transfers)) moved = advanceTransfer(state, transfer, now) || moved;

  for (const customer of Object.values(state.customers)) {
    for (const document of customer.documents) {
      if (document.reviewed || !reached(document.reviewAt, now)) continue;
      document.reviewed = true;
      moved = true;
      const at = new Date(document.reviewAt);
      if (document.outcome === 'approved' && customer.status === 'document') {
        customer.status = 'verified';
        queueWebhook(
          state,
          at,
          'customer_verification_document_approved',
          { kind: 'customers', id: customer.id },
          customer.id,
        );
        queueWebhook(state, at, 'customer_verified', { kind: 'customers', id: customer.id }, customer.id);
      } else {
        queueWebhook(
          state,
          at,
          'customer_verification_document_failed',
          { kind: 'customers', id: customer.id },
          customer.id,
        );
      }
    }
  }

  for (const source of Object.values(state.fundingSources)) {
    const deposits = source.microDeposits;
    if (!deposits || deposits.settled || source.removed || !reached(deposits.settleAt, now)) continue;
    deposits.settled = true;
    moved = true;
    const resource = { kind: 'funding-sources', id: source.id } as const;
    queueWebhook(state, new Date(deposits.settleAt), 'customer_microdeposits_completed', resource, source.customerId);
  }
  return moved;
}

function advanceTransfer(state: LedgerState, transfer: LedgerTransfer, now: Date): boolean {
  let moved = false;
  const transferResource = { kind: 'transfers', id: transfer.id } as const;
  const bankLeg = { kind: 'transfers', id: transfer.bankLegId } as const;
  if (transfer.rail === 'instant' && transfer.stage === 'pending' && reached(transfer.settleAt, now)) {
    // The RTP network answers once: settled, or rejected by the receiving bank. No bank leg.
    transfer.stage = transfer.returnCode ? 'failed' : 'processed';
    const topic = transfer.returnCode ? 'customer_transfer_failed' : 'customer_transfer_completed';
    queueWebhook(state, new Date(transfer.settleAt), topic, transferResource, transfer.customerId);
    return true;
  }
  if (transfer.stage === 'pending' && reached(transfer.debitAt, now)) {
    transfer.stage = 'funds_debited';
    queueWebhook(state, new Date(transfer.debitAt), 'customer_bank_transfer_completed', bankLeg, transfer.customerId);
    moved = true;
  }
  if (transfer.stage === 'funds_debited' && reached(transfer.settleAt, now)) {
    const at = new Date(transfer.settleAt);
    if (transfer.returnCode) {
      // The receiving bank returned the debit: both legs fail, with the return code on the transfer.
      transfer.stage = 'failed';
      queueWebhook(state, at, 'customer_bank_transfer_failed', bankLeg, transfer.customerId);
      queueWebhook(state, at, 'customer_transfer_failed', transferResource, transfer.customerId);
    } else {
      transfer.stage = 'processed';
      queueWebhook(state, at, 'customer_transfer_completed', transferResource, transfer.customerId);
    }
    moved = true;
  }
  if (transfer.stage === 'processed' && transfer.lateReturn && reached(transfer.lateReturn.at, now)) {
    // A return after completion: Dwolla marks the processed transfer failed, with the return code.
    const at = new Date(transfer.lateReturn.at);
    transfer.stage = 'failed';
    transfer.returnCode = transfer.lateReturn.code;
    queueWebhook(state, at, 'customer_bank_transfer_failed', bankLeg, transfer.customerId);
    queueWebhook(state, at, 'customer_transfer_failed', transferResource, transfer.customerId);
    moved = true;
  }
  return moved;
}

/** The earliest instant at which something in the ledger is due (a step or a webhook attempt). */
export function nextDueAt(state: LedgerState): number | null {
  const times: string[] = [];
  for (const transfer of Object.values(state.transfers)) {
    if (transfer.stage === 'pending') times.push(transfer.debitAt);
    if (transfer.stage === 'funds_debited') times.push(transfer.settleAt);
    if (transfer.stage === 'processed' && transfer.lateReturn) times.push(transfer.lateReturn.at);
  }
  for (const customer of Object.values(state.customers)) {
    for (const document of customer.documents) if (!document.reviewed) times.push(document.reviewAt);
  }
  for (const source of Object.values(state.fundingSources)) {
    if (source.microDeposits && !source.microDeposits.settled && !source.removed)
      times.push(source.microDeposits.settleAt);
  }
  for (const webhook of state.webhooks) if (webhook.state === 'queued') times.push(webhook.nextAttemptAt);
  const instants = times.map((at) => Date.parse(at));
  return instants.length > 0 ? Math.min(...instants) : null;
}
