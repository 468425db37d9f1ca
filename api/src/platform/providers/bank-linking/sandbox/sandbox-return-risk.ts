/**
 * The sandbox's Plaid Signal scores (docs/sandbox.md), by the debit's cents, so a test or a
 * demo can ask for a risky one: .66 → customer-initiated 95 (a likely R10 "unauthorized"),
 * .77 → bank-initiated 92 (a likely R01 "insufficient funds"); any other amount 5 and 5.
 */
import type { ReturnRisk } from '../bank-linking-provider';

export const SANDBOX_RISKY_CUSTOMER_CENTS = 66;
export const SANDBOX_RISKY_BANK_CENTS = 77;

export function sandboxReturnRisk(amountCents: number): ReturnRisk {
  const cents = amountCents % 100;
  if (cents === SANDBOX_RISKY_CUSTOMER_CENTS) return { customerInitiated: 95, bankInitiated: 5 };
  if (cents === SANDBOX_RISKY_BANK_CENTS) return { customerInitiated: 5, bankInitiated: 92 };
  return { customerInitiated: 5, bankInitiated: 5 };
}
