/**
 * The operations the malformed-input suite damages: each GraphQL operation with a valid
 * document and variables for a client fixture, leaf by leaf (malformed-input.test.ts).
 */
import { IDS } from '../../src/seed/seed-data';
import { randomTestPhone } from '../support/auth-fixtures';
import type { ClientFixture } from '../support/graphql-fixtures';
/** A megabyte of text: just under Fastify's default body limit with the rest of the request. */
export const MEGABYTE = 'x'.repeat(1_000_000);
export const BAD_ID = "' OR 1=1; DROP TABLE client; --";

export interface Case {
  name: string;
  document: string;
  variables: (fixture: ClientFixture) => Record<string, unknown>;
  /** Variables the operation cannot do without. */
  required?: string[];
}

const transferData = (f: ClientFixture) => ({
  purpose: 'Down Payment',
  propertyAddress1: '1 Main Street',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZipcode: '62701',
  amount: '10.00',
  amountCompare: '10.00',
  notes: [{ note: 'a note' }],
  otherIndividuals: '{"agentFullName":"A"}',
  expectedClosingDate: '2030-01-01',
  sourceBankAccount: { connect: { id: f.accounts.checking } },
  destBankAccount: { connect: { id: f.escrowId } },
  office: { connect: { id: IDS.offices.springfield } },
  agent: { disconnectAll: true },
});

const page = { first: 10, skip: 0 };

export const CASES: Case[] = [
  {
    name: 'allTenants',
    document:
      'query ($where: TenantWhereInput, $first: Int, $skip: Int) { allTenants(where: $where, first: $first, skip: $skip) { id } }',
    variables: () => ({ where: { id: IDS.tenants.demo, identifier: 'demo' }, ...page }),
  },
  {
    name: 'allBrandings',
    document: 'query ($where: BrandingWhereInput) { allBrandings(where: $where) { id } }',
    variables: () => ({ where: { tenant: { identifier: 'demo' }, active: true, default: false } }),
  },
  {
    name: 'allClients',
    document:
      'query ($where: ClientWhereInput, $first: Int, $skip: Int) { allClients(where: $where, first: $first, skip: $skip) { id } }',
    variables: (f) => ({ where: { id: f.client.id, mobilePhone: f.client.mobilePhone }, ...page }),
  },
  {
    name: 'Client',
    document: 'query ($where: ClientWhereUniqueInput!) { Client(where: $where) { id } }',
    variables: (f) => ({ where: { id: f.client.id } }),
    required: ['where'],
  },
  {
    name: 'allTransfers',
    document: `query ($where: TransferWhereInput, $sortBy: [SortTransfersBy!], $first: Int, $skip: Int) {
      allTransfers(where: $where, sortBy: $sortBy, first: $first, skip: $skip) { id } }`,
    variables: (f) => ({
      where: {
        id: f.transfers.draft,
        id_in: [f.transfers.draft],
        client: { id: f.client.id, mobilePhone: f.client.mobilePhone },
        status: 'draft',
        status_in: ['draft'],
        status_not_in: ['created'],
        disbursement: false,
        createdAt_gte: '2000-01-01',
        createdAt_lte: '2100-01-01T00:00:00Z',
      },
      sortBy: ['createdAt_DESC'],
      ...page,
    }),
  },
  {
    name: '_allTransfersMeta',
    document: 'query ($where: TransferWhereInput) { _allTransfersMeta(where: $where) { count } }',
    variables: (f) => ({ where: { status_in: ['draft'], client: { id: f.client.id } } }),
  },
  {
    name: 'Transfer',
    document: 'query ($where: TransferWhereUniqueInput!) { Transfer(where: $where) { id } }',
    variables: (f) => ({ where: { id: f.transfers.draft } }),
    required: ['where'],
  },
  {
    name: 'allBankAccounts',
    document:
      'query ($where: BankAccountWhereInput, $first: Int, $skip: Int) { allBankAccounts(where: $where, first: $first, skip: $skip) { id } }',
    variables: (f) => ({
      where: {
        id: f.accounts.checking,
        ownerType: 'client',
        tenant: { id: f.tenantId, identifier: 'demo' },
        client: { id: f.client.id },
        active: true,
        pendingVerification: false,
      },
      ...page,
    }),
  },
  {
    name: 'BankAccount',
    document: 'query ($where: BankAccountWhereUniqueInput!) { BankAccount(where: $where) { id } }',
    variables: (f) => ({ where: { id: f.accounts.checking } }),
    required: ['where'],
  },
  {
    name: 'allClientDocuments',
    document:
      'query ($where: ClientDocumentWhereInput, $first: Int, $skip: Int) { allClientDocuments(where: $where, first: $first, skip: $skip) { id } }',
    variables: (f) => ({
      where: {
        id: f.documentIds[0],
        client: { id: f.client.id },
        transfer: { id: f.transfers.completed },
        type: 'receipt',
      },
      ...page,
    }),
  },
  {
    name: 'allClientMessages',
    document: `query ($where: ClientMessageWhereInput, $sortBy: [SortClientMessagesBy!], $first: Int, $skip: Int) {
      allClientMessages(where: $where, sortBy: $sortBy, first: $first, skip: $skip) { id }
      _allClientMessagesMeta(where: $where) { count } }`,
    variables: (f) => ({
      where: {
        id: f.messageIds[0],
        client: { id: f.client.id },
        type: 'transfer_fail',
        type_in: ['transfer_fail'],
        createdAt_gte: '2000-01-01',
        createdAt_lte: '2100-01-01',
        transfer: { id: f.transfers.completed, propertyAddress1_contains_i: 'Fixture' },
        tenant: { name_contains_i: 'Demo' },
        OR: [{ transfer: { propertyAddress1_contains_i: 'x' } }, { tenant: { name_contains_i: 'demo' } }],
      },
      sortBy: ['type_ASC'],
      ...page,
    }),
  },
  {
    name: 'allTransferTypes',
    document: 'query ($where: TransferTypeWhereInput) { allTransferTypes(where: $where) { id } }',
    variables: () => ({
      where: { id: IDS.transferTypes.clientTransfer, name: 'Client Transfer', isCredit: true, isDebit: false },
    }),
  },
  {
    name: 'allOffices',
    document: `query ($where: OfficeWhereInput, $sortBy: [SortOfficesBy!], $first: Int, $skip: Int) {
      allOffices(where: $where, sortBy: $sortBy, first: $first, skip: $skip) { id } }`,
    variables: () => ({
      where: { id: IDS.offices.springfield, tenant: { id: IDS.tenants.demo, identifier: 'demo' }, active: true },
      sortBy: ['title_DESC'],
      ...page,
    }),
  },
  {
    name: 'allRealtors',
    document:
      'query ($where: RealtorWhereInput, $first: Int, $skip: Int) { allRealtors(where: $where, first: $first, skip: $skip) { id } }',
    variables: () => ({
      where: { id: IDS.realtors.jane, tenant: { identifier: 'demo' }, active: true, landingPageURI: 'jane-realtor' },
      ...page,
    }),
  },
  {
    name: 'allInstitutionLogos',
    document:
      'query ($where: InstitutionLogoWhereInput, $first: Int, $skip: Int) { allInstitutionLogos(where: $where, first: $first, skip: $skip) { id } }',
    variables: () => ({ where: { institutionCode: 'ins_109508', institutionCode_in: ['ins_109508'] }, ...page }),
  },
  {
    name: 'allTransferFeeConfigs',
    document:
      'query ($where: TransferFeeConfigWhereInput, $first: Int, $skip: Int) { allTransferFeeConfigs(where: $where, first: $first, skip: $skip) { id } }',
    variables: () => ({ where: { tenant: { identifier: 'demo', id: IDS.tenants.demo } }, ...page }),
  },
  {
    name: 'createClient',
    document: 'mutation ($data: ClientCreateInput!) { createClient(data: $data) { id } }',
    variables: () => ({
      data: {
        firstName: 'Mal',
        middleName: 'Formed',
        lastName: 'Input',
        mobilePhone: randomTestPhone(),
        agreement: true,
        email: '',
        tenant: { connect: { id: IDS.tenants.demo } },
      },
    }),
    required: ['data'],
  },
  {
    name: 'updateClient',
    document: 'mutation ($id: ID!, $data: ClientUpdateInput!) { updateClient(id: $id, data: $data) { id } }',
    variables: (f) => ({
      id: f.client.id,
      data: {
        email: 'a@b.co',
        firstName: 'A',
        middleName: 'B',
        lastName: 'C',
        mobilePhone: f.client.mobilePhone,
        address1: '1 Main',
        address2: 'Apt 1',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        propertyAddress1: '2 Main',
        propertyAddress2: 'Unit 1',
        propertyCity: 'Springfield',
        propertyState: 'IL',
        propertyZipcode: '62701',
      },
    }),
    required: ['id', 'data'],
  },
  {
    name: 'createTransfer',
    document: 'mutation ($data: TransferCreateInput!) { createTransfer(data: $data) { id } }',
    variables: (f) => ({ data: transferData(f) }),
    required: ['data'],
  },
  {
    name: 'updateTransfer',
    document: 'mutation ($id: ID!, $data: TransferUpdateInput!) { updateTransfer(id: $id, data: $data) { id } }',
    variables: (f) => ({ id: f.transfers.draft, data: transferData(f) }),
    required: ['id', 'data'],
  },
  {
    name: 'saveTransfer',
    document: 'mutation ($id: ID!, $data: TransferUpdateInput!) { saveTransfer(id: $id, data: $data) { id } }',
    variables: (f) => ({ id: f.transfers.draft, data: { status: 'draft', amount: '11.00' } }),
    required: ['id', 'data'],
  },
];

/** Every leaf of a value, by path. */
