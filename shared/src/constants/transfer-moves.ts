// The legal status moves of a transfer, and who makes each: the one table the API's state
// machine, the client's edits and the tenant API's cancel read (and the screens, through
// EDITABLE_TRANSFER_STATUSES). Adding a move is adding one `to: actor` entry to its `from` row.
import { ALL_TRANSFER_STATUSES, TRANSFER_STATUS, type TransferStatus } from './transfer-statuses';

/**
 * Who moves a transfer:
 * - `client`: the signed-in client opens a tenant's request (viewed) or fills it in at step 3 (draft);
 * - `tenant`: the tenant's system, through the tenant API, withdraws what no money follows yet,
 *   and approves or rejects a debit the risk screen held for review;
 * - `portal`: Make Transfer or Accept Payment holds the transfer while it calls the payment
 *   provider (starting), and hands it back after a definitive refusal;
 * - `provider`: the payment provider's answer to the start, its webhooks and the reconciler,
 *   only ever forward. A client's cancel is a request to the provider: the transfer moves to
 *   cancelled when the provider has cancelled it, so a cancel racing the provider's own progress
 *   ends in whichever the provider did.
 */
export type TransferActor = 'client' | 'tenant' | 'portal' | 'provider';

export type TransferMoves = {
  readonly [From in TransferStatus]: { readonly [To in TransferStatus]?: TransferActor };
};

/** From → { to: who may make that move }. A status with no row entry is a dead end. */
export const TRANSFER_MOVES = {
  Requested: { viewed: 'client', draft: 'client', cancelled: 'tenant' },
  Initiated: { viewed: 'client', draft: 'client', cancelled: 'tenant' },
  viewed: { draft: 'client', cancelled: 'tenant' },
  draft: { starting: 'portal', cancelled: 'tenant' },
  // A disbursement the tenant sent, until the client accepts it.
  sent: { starting: 'portal', cancelled: 'tenant' },
  // Back to where it started from (draft, or sent for a disbursement) after a definitive
  // refusal; otherwise wherever the provider's transfer stands.
  // The risk screen (ADR 0082) holds a debit for the tenant's review before any provider call.
  starting: {
    draft: 'portal',
    sent: 'portal',
    'awaiting approval': 'portal',
    pending: 'provider',
    completed: 'provider',
    error: 'provider',
    cancelled: 'provider',
  },
  pending: { submitted: 'provider', completed: 'provider', error: 'provider', cancelled: 'provider' },
  submitted: { completed: 'provider', error: 'provider', cancelled: 'provider' },
  // An ACH return after completion (the payer's bank sends the debit back, up to 60 days later for R10).
  completed: { returned: 'provider' },
  returned: {},
  error: {},
  cancelled: {},
  created: {},
  rejected: {},
  // The tenant's review: approval resumes the held start; rejection (or the hold's deadline,
  // which the tenant's policy sets) ends it.
  'awaiting approval': { starting: 'tenant', rejected: 'tenant' },
} as const satisfies TransferMoves;

const MOVES: TransferMoves = TRANSFER_MOVES;

/** Whether `actor` may move a transfer from `from` to `to`. */
export function canMove(from: TransferStatus, to: TransferStatus, actor: TransferActor): boolean {
  return MOVES[from][to] === actor;
}

/** The statuses from which `actor` may move a transfer to `to`. */
export function movesInto(to: TransferStatus, actor: TransferActor): TransferStatus[] {
  return ALL_TRANSFER_STATUSES.filter((from) => canMove(from, to, actor));
}

/** The statuses `actor` may move a transfer from `from` to. */
export function movesOutOf(from: TransferStatus, actor: TransferActor): TransferStatus[] {
  return ALL_TRANSFER_STATUSES.filter((to) => canMove(from, to, actor));
}

/** Every status `actor` moves transfers into. */
export function statusesReachedBy(actor: TransferActor): TransferStatus[] {
  return ALL_TRANSFER_STATUSES.filter((to) => movesInto(to, actor).length > 0);
}

/**
 * Statuses whose details a client may still edit: a draft (which only Make Transfer moves
 * on), and any status the client itself moves on from.
 */
export const EDITABLE_TRANSFER_STATUSES: readonly TransferStatus[] = ALL_TRANSFER_STATUSES.filter(
  (status) => status === TRANSFER_STATUS.draft || movesOutOf(status, 'client').length > 0,
);
