import { IDS } from '../../src/seed/seed-data';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

describe.each(driversFor('one'))('public reference data over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver);
  const visitor = (host: string = HOSTS.demo) => asClient(context.app, null, host);

  it('lists transfer types by credit/debit, with their purposes', async () => {
    const { body } = await visitor()(`{
      credit: allTransferTypes(where: { isCredit: true }) { id name isCredit isDebit purpose { purposes } }
      debit: allTransferTypes(where: { isDebit: true }) { name purpose { purposes } }
      all: allTransferTypes { name }
    }`);
    expect(body.data).toEqual({
      credit: [
        {
          id: IDS.transferTypes.clientTransfer,
          name: 'Client Transfer',
          isCredit: true,
          isDebit: false,
          purpose: {
            purposes: ['Earnest Money Deposit for Purchase', 'Down Payment', 'Closing Costs', 'Option Fee', 'Other'],
          },
        },
      ],
      debit: [
        {
          name: 'Client Disbursement',
          purpose: { purposes: ['Seller Proceeds', 'Earnest Money Refund', 'Overpayment Refund', 'Other'] },
        },
      ],
      all: [{ name: 'Client Disbursement' }, { name: 'Client Transfer' }],
    });
  });

  it('lists the host tenant’s offices, active and sorted by title', async () => {
    const { body } = await visitor()(`{
      desc: allOffices(where: { tenant: { identifier: "demo" }, active: true }, sortBy: [title_DESC]) { id title city state active }
      asc: allOffices(where: { tenant: { id: "${IDS.tenants.demo}" } }) { title }
      other: allOffices(where: { tenant: { identifier: "acme" } }) { title }
    }`);
    expect(body.data).toEqual({
      desc: [
        { id: IDS.offices.springfield, title: 'Springfield Downtown', city: 'Springfield', state: 'IL', active: true },
        { id: IDS.offices.peoria, title: 'Peoria Riverfront', city: 'Peoria', state: 'IL', active: true },
        { id: IDS.offices.chicago, title: 'Chicago Lakeside', city: 'Chicago', state: 'IL', active: true },
      ],
      asc: [
        { title: 'Chicago Lakeside' },
        { title: 'Decatur (closed)' },
        { title: 'Peoria Riverfront' },
        { title: 'Springfield Downtown' },
      ],
      other: [],
    });
    const acme = await visitor(HOSTS.acme)('{ allOffices { title } }');
    expect(acme.body.data).toEqual({ allOffices: [] });
  });

  it('lists the host tenant’s realtors, by tenant and active or by landing page', async () => {
    const acme = visitor(HOSTS.acme);
    const { body } = await acme(`{
      active: allRealtors(where: { tenant: { identifier: "acme" }, active: true }) {
        id email mobilePhone active firstName lastName landingPageURI headshotImageURL displayName
        displayDescription licenses { state licenseNumber } qrCodeURL brokerage { name logoURL websiteURL officePhone }
      }
      page: allRealtors(where: { landingPageURI: "marco-diaz", active: true }) { id licenses { state } }
      retired: allRealtors(where: { landingPageURI: "pat-former", active: true }) { id }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      active: [
        {
          id: IDS.realtors.marco,
          landingPageURI: 'marco-diaz',
          licenses: [
            { state: 'TX', licenseNumber: 'TX-0712345' },
            { state: 'OK', licenseNumber: 'OK-181818' },
          ],
          brokerage: { name: 'Acme Realty Group', logoURL: null },
        },
        { id: IDS.realtors.jane, displayName: 'Jane Realtor', qrCodeURL: null },
      ],
      page: [{ id: IDS.realtors.marco, licenses: [{ state: 'TX' }, { state: 'OK' }] }],
      retired: [],
    });
    // The same landing page key on another tenant's host finds nothing.
    const demo = await visitor()(`{ allRealtors(where: { landingPageURI: "jane-realtor" }) { id } }`);
    expect(demo.body.data).toEqual({ allRealtors: [] });
    const named = await visitor()(`{ allRealtors(where: { tenant: { identifier: "acme" } }) { id } }`);
    expect(named.body.data).toEqual({ allRealtors: [] });
  });

  it('finds bank logos by code or list of codes', async () => {
    const { body } = await visitor()(`{
      one: allInstitutionLogos(where: { institutionCode: "ins_109508" }) { id institutionCode logoURL }
      some: allInstitutionLogos(where: { institutionCode_in: ["ins_109509", "ins_109511", "nope"] }) { institutionCode }
      none: allInstitutionLogos(where: { institutionCode_in: [] }) { institutionCode }
    }`);
    expect(body.data).toEqual({
      one: [
        { id: expect.any(String), institutionCode: 'ins_109508', logoURL: expect.stringMatching(/^data:image\/svg/) },
      ],
      some: [{ institutionCode: 'ins_109509' }, { institutionCode: 'ins_109511' }],
      none: [],
    });
  });

  it('gives the host tenant’s fee configuration only', async () => {
    const query =
      '{ allTransferFeeConfigs(where: { tenant: { identifier: "demo" } }) { id clientPays amount tenant { name } } }';
    expect((await visitor()(query)).body.data).toEqual({
      allTransferFeeConfigs: [
        { id: expect.any(String), clientPays: true, amount: '2.50', tenant: { name: 'Demo Title & Escrow' } },
      ],
    });
    expect((await visitor(HOSTS.acme)(query)).body.data).toEqual({ allTransferFeeConfigs: [] });
    const acme = await visitor(HOSTS.acme)('{ allTransferFeeConfigs { clientPays amount } }');
    expect(acme.body.data).toEqual({ allTransferFeeConfigs: [{ clientPays: false, amount: '2.50' }] });
  });

  describe('bank accounts', () => {
    let a: ClientFixture;
    beforeAll(async () => {
      a = await createClientFixture(context.database.db, 'demo');
    });
    const ACCOUNT_FIELDS = `id bankName name bankDisplayName description accountLastFourDigits accountSubtype institutionCode
      balance balanceDateTime pendingVerification unsupported active ownerType client { id } tenant { identifier } createdAt updatedAt`;

    it('lists the host tenant’s escrow accounts to anyone, without a balance', async () => {
      const { body } = await visitor()(
        `{ allBankAccounts(where: { ownerType: tenant, tenant: { id: "${IDS.tenants.demo}" }, active: true }) { ${ACCOUNT_FIELDS} } }`,
      );
      expect(body.data).toEqual({
        allBankAccounts: [
          expect.objectContaining({
            id: IDS.bankAccounts.demoEscrow,
            ownerType: 'tenant',
            accountLastFourDigits: '4321',
            balance: null,
            balanceDateTime: null,
            client: null,
            tenant: { identifier: 'demo' },
          }),
        ],
      });
      const other = await visitor()(
        `{ allBankAccounts(where: { ownerType: tenant, tenant: { id: "${IDS.tenants.acme}" } }) { id } }`,
      );
      expect(other.body.data).toEqual({ allBankAccounts: [] });
      const byId = await visitor()(`{ BankAccount(where: { id: "${IDS.bankAccounts.demoEscrow}" }) { id } }`);
      expect(byId.body.data).toEqual({ BankAccount: { id: IDS.bankAccounts.demoEscrow } });
    });

    it('lists the client’s own accounts with balances, VERIFY and Unsupported markers', async () => {
      const { body } = await asClient(
        context.app,
        a,
      )<{ allBankAccounts: Array<Record<string, unknown>> }>(
        `{ allBankAccounts(where: { client: { id: "${a.client.id}" } }) { ${ACCOUNT_FIELDS} } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.allBankAccounts).toHaveLength(3);
      expect(body.data!.allBankAccounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: a.accounts.checking,
            balance: '10000.00',
            pendingVerification: false,
            unsupported: false,
            client: { id: a.client.id },
          }),
          expect.objectContaining({
            id: a.accounts.pending,
            balance: null,
            pendingVerification: true,
            unsupported: false,
          }),
          expect.objectContaining({
            id: a.accounts.savings,
            balance: '50.00',
            accountSubtype: 'savings',
            unsupported: true,
          }),
        ]),
      );
    });

    it('finds no tenant account for a client filter', async () => {
      const { body } = await asClient(
        context.app,
        a,
      )(`{ allBankAccounts(where: { ownerType: tenant, client: { id: "${a.client.id}" } }) { id } }`);
      expect(body.data).toEqual({ allBankAccounts: [] });
    });

    it('never has an account number field', async () => {
      const { statusCode, body } = await asClient(context.app, a)(`{ allBankAccounts { accountNumber } }`);
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/Cannot query field "accountNumber"/);
    });

    it('asks for a session when client accounts are asked for', async () => {
      const { statusCode, body } = await visitor()(`{ allBankAccounts(where: { ownerType: client }) { id } }`);
      expect(statusCode).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
