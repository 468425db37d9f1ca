/** The banking domain's public face: what other domains and the composition root may import. */
export {
  createBankAccountRepository,
  type BankAccountRelationRow,
  type BankAccountRepository,
  type BankAccountRow,
} from './bank-account-repository';
export { createBankAccountService } from './bank-account-service';
export { createBankAccountResolvers } from './bank-account-resolvers';
export { bankingPlugin } from './banking-plugin';
export { sealLinkAccessToken } from './link-access-token';
export { createReturnRiskScorer, type ScoreReturnRisk } from './return-risk';
