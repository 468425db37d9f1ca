/**
 * A debit's return-risk score from the bank-linking provider (Plaid Signal), asked for just
 * before the start's claiming transaction (a provider call never runs inside one), and read
 * by the risk screen (docs/risk.md). A signal, not a gate: an account without a link (added by
 * hand, or linked elsewhere) or a provider that cannot score answers null, and the screen
 * records that no score was had.
 */
import type { BankLinkingProvider, ReturnRisk } from '../platform/providers';
import { ProviderError } from '../platform/providers';
import type { DataCipher } from '../platform/security/data-cipher';
import type { BankAccountRow } from './bank-account-repository';
import { openLinkAccessToken } from './link-access-token';

export type ScoreReturnRisk = (
  account: BankAccountRow,
  debit: { transferId: string; amountCents: number },
) => Promise<ReturnRisk | null>;

export function createReturnRiskScorer(deps: {
  bankLinking: Pick<BankLinkingProvider, 'evaluateReturnRisk'>;
  cipher: Pick<DataCipher, 'open'>;
}): ScoreReturnRisk {
  return async (account, debit) => {
    const accessToken = openLinkAccessToken(deps.cipher, account);
    if (!accessToken || !account.linkAccountId) return null;
    try {
      return await deps.bankLinking.evaluateReturnRisk({
        accessToken,
        accountId: account.linkAccountId,
        clientTransactionId: debit.transferId,
        amountCents: debit.amountCents,
      });
    } catch (error) {
      if (error instanceof ProviderError) return null;
      throw error;
    }
  };
}
