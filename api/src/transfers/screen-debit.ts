/**
 * The risk screen's place in a start (ADR 0082): a client debit's claiming transaction asks it
 * for a decision after the claim and before anything is sent, so the decision, its record and
 * the status it leads to commit together. The risk domain implements it; the composition root
 * passes it in, so transfers never import the rules.
 */
import type { Transaction } from '../platform/database/database';
import type { ReturnRisk } from '../platform/providers';
import type { AgreementOrigin } from './transfer-authorization';
import type { TransferRow } from './transfer-repository';

export type ScreenOutcome = 'allow' | 'review' | 'block';

export interface ScreenContext {
  /** The attempt being decided (its authorization has the same key). */
  startKey: string;
  /** Where the start came from: the velocity rules count by address and browser. */
  origin: AgreementOrigin;
  /** The bank-linking provider's return-risk score of this debit, asked for before the transaction; null when none. */
  returnRisk: ReturnRisk | null;
}

export type ScreenDebit = (tx: Transaction, claimed: TransferRow, context: ScreenContext) => Promise<ScreenOutcome>;
