/**
 * Demo data, one array per table, in insertion (foreign key) order. Ids are fixed so e2e
 * tests and docs can name them, in one module per part of the demo (ids, tenants, reference data,
 * clients, transfers, messages). To extend the seed, add an array to its module, export it here,
 * and add one insert in seed.ts.
 */
export { IDS, sandboxCustomerId, sandboxFundingSourceId, sandboxLinkIds, DEFAULT_PURPOSE, ago } from './ids';
export {
  tenantGroups,
  tenants,
  brandings,
  offices,
  realtors,
  hostileTenant,
  HOSTILE_HEADER,
  HOSTILE_CSS,
  hostileBranding,
} from './tenants';
export {
  transferTypes,
  transferFeeConfigs,
  escrowAccounts,
  institutionLogos,
  unsupportedAccountRules,
  emailTemplates,
} from './reference';
export {
  DEMO_CLIENTS,
  demoClients,
  demoLoginUsers,
  clientAccount,
  GINGHAM,
  PLATYPUS,
  demoBankAccounts,
  seededLinkAccount,
  sandboxSeededLinkAccounts,
} from './clients';
export { demoTransfers } from './transfers';
export { demoMessages, demoDocuments } from './messages';
