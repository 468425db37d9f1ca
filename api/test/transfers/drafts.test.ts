import { english } from '../../src/i18n';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { IDS } from '../../src/seed/seed-data';
import { AGENT_REQUIRED, OFFICE_REQUIRED } from '../../src/transfers/transfer-messages';
import { asClient, type ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { createDraft, payingClient, transferRow, useTransferApp } from './support/transfer-kit';

const CREATE = `mutation ($data: TransferCreateInput!) { createTransfer(data: $data) { id status amount fee } }`;
const UPDATE = `mutation ($id: ID!, $data: TransferUpdateInput!) { updateTransfer(id: $id, data: $data) { id status amount fee } }`;

/** What step 3 sends. */
function form(fixture: ClientFixture, amount: string, overrides: Record<string, unknown> = {}) {
  return {
    purpose: 'Earnest Money Deposit for Purchase',
    propertyAddress1: `3 ${fixture.street}`,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62701',
    amount,
    amountCompare: amount,
    sourceBankAccount: { connect: { id: fixture.accounts.checking } },
    destBankAccount: { connect: { id: fixture.escrowId } },
    ...(fixture.tenant === 'demo'
      ? { office: { connect: { id: IDS.offices.springfield } } }
      : { agent: { connect: { id: IDS.realtors.jane } } }),
    ...overrides,
  };
}

describe.each(driversFor('one'))('step-3 drafts on the server (%s)', (driver) => {
  const context = useTransferApp(driver);
  let demo: ClientFixture;
  let acme: ClientFixture;
  beforeAll(async () => {
    // Balance unknown: only the limit applies.
    demo = await payingClient(context.database.db, 'demo', { balanceCents: null });
    acme = await payingClient(context.database.db, 'acme', { balanceCents: null });
  });

  it('accepts 149999.99 with the fee of the tenant, whatever the browser thinks', async () => {
    const { body } = await asClient(context.app, demo)<{ createTransfer: Record<string, string> }>(CREATE, {
      data: form(demo, '149999.99'),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createTransfer).toMatchObject({ status: 'draft', amount: '149999.99', fee: '2.50' });
  });

  it.each([
    ['150000.00', M.amountExceedsMax],
    ['-5.00', M.amountNotPositive],
    ['0', M.amountNotPositive],
    ['10.005', M.amount],
    ['1e3', M.amount],
    ['ten dollars', M.amount],
    ['$1,000.00', M.amount],
  ])('refuses the amount %s', async (amount, message) => {
    const { body } = await asClient(context.app, demo)(CREATE, { data: form(demo, amount) });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('needs the office for an office tenant and the agent for an agent tenant', async () => {
    const office = await asClient(context.app, demo)(CREATE, { data: form(demo, '10.00', { office: undefined }) });
    expect(office.body.errors?.[0]?.message).toBe(english(OFFICE_REQUIRED));
    const agent = await asClient(context.app, acme)(CREATE, { data: form(acme, '10.00', { agent: undefined }) });
    expect(agent.body.errors?.[0]?.message).toBe(english(AGENT_REQUIRED));
    // Arriving through an agent's landing page: the realtor is the agent.
    const landing = await asClient(context.app, acme)(CREATE, {
      data: form(acme, '10.00', { agent: undefined, realtor: { connect: { id: IDS.realtors.marco } } }),
    });
    expect(landing.body.errors).toBeUndefined();
  });

  it('lets step 3 turn an opened request into a draft (Back, Review)', async () => {
    const viewed = await createDraft(context.database.db, demo, { status: 'viewed' });
    const { body } = await asClient(context.app, demo)(UPDATE, {
      id: viewed,
      data: { ...form(demo, '25.00'), sourceBankAccount: undefined, destBankAccount: undefined, status: 'draft' },
    });
    expect(body.errors).toBeUndefined();
    expect(await transferRow(context.database.db, viewed)).toMatchObject({ status: 'draft', amountCents: 2_500 });
  });

  it('leaves a transfer that is starting alone', async () => {
    const starting = await createDraft(context.database.db, demo, { status: 'starting' });
    const { body } = await asClient(context.app, demo)(UPDATE, { id: starting, data: { amount: '1.00' } });
    expect(body.errors?.[0]).toMatchObject({ message: 'The transfer cannot be edited' });
    expect(await transferRow(context.database.db, starting)).toMatchObject({
      status: 'starting',
      amountCents: 150_050,
    });
  });
});
