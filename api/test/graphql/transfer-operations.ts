/** What the transfer suites send and read over GraphQL: the full field list, the mutations and the step-3 form. */
import { IDS } from '../../src/seed/seed-data';
import type { ClientFixture } from '../support/graphql-fixtures';
export const TRANSFER_FIELDS = `
  id firstName middleName lastName otherIndividuals email mobilePhone
  propertyAddress1 propertyAddress2 propertyCity propertyState propertyZipcode
  amount fee purpose expectedClosingDate sellerName notes { note } emailMessage status active disbursement
  transferType { id name isDebit isCredit purpose { purposes } }
  sourceBankAccount { id accountLastFourDigits balance }
  destBankAccount { id ownerType balance }
  escrowBankAccount { id }
  office { id title } realtor { id } agent { id displayName }
  client { id firstName } tenant { id identifier }
  createdAt updatedAt
`;

export const CREATE = `mutation ($data: TransferCreateInput!) { createTransfer(data: $data) { ${TRANSFER_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $data: TransferUpdateInput!) { updateTransfer(id: $id, data: $data) { id status amount fee } }`;
export const SAVE = `mutation ($id: ID!, $data: TransferUpdateInput!) { saveTransfer(id: $id, data: $data) { id status } }`;

/** What the transfer details form (step 3) sends. */
export function formData(fixture: ClientFixture, overrides: Record<string, unknown> = {}) {
  return {
    purpose: 'Earnest Money Deposit for Purchase',
    propertyAddress1: `1 ${fixture.street}`,
    propertyAddress2: 'Unit 2',
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62701',
    amount: '1500.50',
    amountCompare: '1500.5',
    notes: [{ note: 'For the offer on Maple Street' }],
    otherIndividuals: JSON.stringify({
      agentFullName: 'Riley Agent',
      email: 'riley@agents.example',
      phoneNumber: '(555) 010-2001',
    }),
    expectedClosingDate: '2030-07-15',
    sellerName: 'Morgan Seller',
    sourceBankAccount: { connect: { id: fixture.accounts.checking } },
    destBankAccount: { connect: { id: fixture.escrowId } },
    escrowBankAccount: { connect: { id: fixture.escrowId } },
    office: { connect: { id: IDS.offices.springfield } },
    ...overrides,
  };
}

export interface TransferList {
  allTransfers: Array<Record<string, unknown> & { id: string; status: string }>;
  _allTransfersMeta: { count: number };
}
