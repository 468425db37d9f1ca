/**
 * What a sandbox start takes from the demo seed: writing the demo data into an empty embedded
 * database, the seeded messages' PDFs, and the bank accounts the seed holds already linked.
 * app/serve.ts loads this module with a dynamic import in sandbox mode only, so the seed stays
 * outside the production import graph (docs/architecture.md).
 */
import { disbursementFixtureLinkAccounts } from './disbursement-test-fixtures';
import { sandboxSeededLinkAccounts } from './seed-data';

export { seedOnStartIfWanted } from './demo-data';
export { ensureSeededNoticePdfs } from './seed-notice-pdfs';

/** Every seeded client account as the sandbox bank knows it (demo data and test fixtures). */
export const seededLinkAccounts = [...sandboxSeededLinkAccounts, ...disbursementFixtureLinkAccounts];
