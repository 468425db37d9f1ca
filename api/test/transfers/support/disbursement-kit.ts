/**
 * Disbursement tests: a sent disbursement of a client fixture, written through the schema as
 * the tenant API's repository function writes one (disbursement, status sent, the Client
 * Disbursement type, the tenant's escrow account as its source), and the client's calls.
 */
import { agreedTerms } from './transfer-kit';
import type { App } from '../../../src/app/build-app';
import type { DatabaseHandle } from '../../../src/platform/database/database';
import { transfer } from '../../../src/platform/database/schema';
import { IDS } from '../../../src/seed/seed-data';
import type { ClientFixture } from '../../support/graphql-fixtures';
import { insertClientTransfer } from './transfer-kit';

export async function createSentDisbursement(
  db: DatabaseHandle['db'],
  fixture: ClientFixture,
  overrides: Partial<typeof transfer.$inferInsert> = {},
): Promise<string> {
  return insertClientTransfer(db, fixture, {
    status: 'sent',
    disbursement: true,
    transferTypeId: IDS.transferTypes.clientDisbursement,
    amountCents: 125_000,
    feeCents: 0,
    purpose: 'Earnest Money Refund',
    propertyAddress1: `17 ${fixture.street}`,
    propertyCity: 'Peoria',
    propertyState: 'IL',
    propertyZipcode: '61602',
    sourceBankAccountId: fixture.escrowId,
    destBankAccountId: null,
    escrowBankAccountId: fixture.escrowId,
    ...overrides,
  });
}

/** POST /transfer/disbursement/start as the fixture's browser, having agreed to the credit terms (see startRequest). */
export async function acceptRequest(
  app: App,
  fixture: Pick<ClientFixture, 'host' | 'token'>,
  body: Record<string, unknown>,
) {
  const payload = 'authorization' in body ? body : { ...body, authorization: await agreedTerms(app, fixture, body) };
  return app.inject({
    method: 'POST',
    url: '/api/transfer/disbursement/start',
    headers: { host: fixture.host, 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
    payload: JSON.parse(JSON.stringify(payload)) as Record<string, unknown>,
  });
}

/** POST /message/email/disbursement-initiated-client (or the transfer route) as the fixture's browser. */
export function receiptRequest(
  app: App,
  fixture: Pick<ClientFixture, 'host' | 'token'>,
  transferId: string,
  emails: string[],
  route: 'disbursement-initiated-client' | 'transfer-initiated' = 'disbursement-initiated-client',
) {
  return app.inject({
    method: 'POST',
    url: `/api/message/email/${route}`,
    headers: { host: fixture.host, 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
    payload: { transfer_GUID: transferId, emailRecipient: emails, additionalEmailRecipient: true },
  });
}
