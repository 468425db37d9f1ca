import nock from 'nock';
import pino from 'pino';
import { ProviderError } from '../provider-error';
import { PlaidBankLinkingProvider } from './plaid-bank-linking-provider';

const PLAID = 'https://sandbox.plaid.com';
const ACCESS_TOKEN = 'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6';
const ACCOUNT_ID = 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp';
const silent = pino({ level: 'silent' });

/** Recorded shapes of Plaid's answers (ids replaced); Content-Length as Plaid sends it. */
function reply(status: number, body: object): [number, string, Record<string, string>] {
  const json = JSON.stringify(body);
  return [status, json, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)) }];
}

const plaidError = (status: number, type: string, code: string, message: string) =>
  reply(status, {
    display_message: null,
    documentation_url: `https://plaid.com/docs/errors/item/#${code.toLowerCase()}`,
    error_code: code,
    error_message: message,
    error_type: type,
    request_id: 'HNTDNrA8F1shFEW',
    suggested_action: null,
  });

const account = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  balances: { available: 100, current: 110.25, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
  mask: '0000',
  name: 'Plaid Checking',
  official_name: 'Plaid Gold Standard 0% Interest Checking',
  subtype: 'checking',
  type: 'depository',
  ...overrides,
});
const item = {
  available_products: ['balance', 'identity'],
  billed_products: ['auth'],
  consent_expiration_time: null,
  error: null,
  institution_id: 'ins_109508',
  institution_name: 'First Platypus Bank',
  item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6',
  products: ['auth'],
  update_type: 'background',
  webhook: '',
};

describe('PlaidBankLinkingProvider (recorded Plaid responses)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  const provider = () =>
    new PlaidBankLinkingProvider({ clientId: 'client-id-1', secret: 'secret-1', environment: 'sandbox' }, silent);

  it('creates a link token for auth with the flexible auth flow and the tenant as client name', async () => {
    let sent: Record<string, unknown> = {};
    const scope = nock(PLAID, { reqheaders: { 'plaid-client-id': 'client-id-1', 'plaid-secret': 'secret-1' } })
      .post('/link/token/create', (body: Record<string, unknown>) => {
        sent = body;
        return true;
      })
      .reply(
        ...reply(200, {
          expiration: '2026-11-23T06:00:00Z',
          link_token: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
          request_id: 'XQVgFigpGHXkb0b',
        }),
      );
    await expect(
      provider().createLinkToken({ clientUserId: 'client-1', clientName: 'Demo Title & Escrow', products: ['auth'] }),
    ).resolves.toEqual({
      linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
      expiration: '2026-11-23T06:00:00Z',
    });
    expect(scope.isDone()).toBe(true);
    expect(sent).toMatchObject({
      client_name: 'Demo Title & Escrow',
      products: ['auth'],
      additional_consented_products: ['identity'],
      country_codes: ['US'],
      user: { client_user_id: 'client-1' },
      auth: { flow_type: 'FLEXIBLE_AUTH', auth_type_select_enabled: true, same_day_microdeposits_enabled: true },
    });
  });

  it('creates an update-mode link token on the item (micro-deposit verification), without products', async () => {
    let sent: Record<string, unknown> = {};
    nock(PLAID)
      .post('/link/token/create', (body: Record<string, unknown>) => {
        sent = body;
        return true;
      })
      .reply(...reply(200, { expiration: '2026-11-23T06:00:00Z', link_token: 'link-sandbox-2', request_id: 'r2' }));
    await provider().createLinkToken({
      clientUserId: 'client-1',
      clientName: 'Demo',
      products: ['auth'],
      accessToken: ACCESS_TOKEN,
    });
    expect(sent.access_token).toBe(ACCESS_TOKEN);
    expect(sent).not.toHaveProperty('products');
    expect(sent).not.toHaveProperty('auth');
  });

  it('exchanges a public token and reads accounts, balances, auth, identity and a Dwolla processor token', async () => {
    nock(PLAID)
      .post('/item/public_token/exchange', { public_token: 'public-sandbox-1' })
      .reply(...reply(200, { access_token: ACCESS_TOKEN, item_id: item.item_id, request_id: 'r3' }))
      .post('/accounts/get')
      .reply(
        ...reply(200, {
          accounts: [
            account({
              verification_status: 'pending_manual_verification',
              balances: { available: null, current: null, iso_currency_code: 'USD' },
            }),
          ],
          item,
          request_id: 'r4',
        }),
      )
      .post('/accounts/balance/get')
      .reply(...reply(200, { accounts: [account()], item, request_id: 'r5' }))
      .post('/auth/get')
      .reply(
        ...reply(200, {
          accounts: [account(), account({ account_id: 'other', subtype: 'savings' })],
          numbers: {
            ach: [
              { account: '1111222233330000', account_id: ACCOUNT_ID, routing: '011401533', wire_routing: '021000021' },
            ],
            bacs: [],
            eft: [],
            international: [],
          },
          item,
          request_id: 'r6',
        }),
      )
      .post('/identity/get')
      .reply(
        ...reply(200, {
          accounts: [
            account({
              owners: [
                {
                  addresses: [
                    {
                      data: {
                        city: 'Malakoff',
                        country: 'US',
                        postal_code: '14236',
                        region: 'NY',
                        street: '2992 Cameron Road',
                      },
                      primary: true,
                    },
                  ],
                  emails: [{ data: 'accountholder0@example.com', primary: true, type: 'primary' }],
                  names: ['Alberta Bobbeth Charleson'],
                  phone_numbers: [{ data: '1112223333', primary: false, type: 'home' }],
                },
              ],
            }),
          ],
          item,
          request_id: 'r7',
        }),
      )
      .post('/processor/token/create', { access_token: ACCESS_TOKEN, account_id: ACCOUNT_ID, processor: 'dwolla' })
      .reply(...reply(200, { processor_token: 'processor-sandbox-0asd1-a92nc', request_id: 'r8' }));

    const plaid = provider();
    await expect(plaid.exchangePublicToken('public-sandbox-1')).resolves.toEqual({
      accessToken: ACCESS_TOKEN,
      itemId: item.item_id,
    });
    const linked = await plaid.getAccounts(ACCESS_TOKEN);
    expect(linked.institution).toEqual({ institutionId: 'ins_109508', name: 'First Platypus Bank' });
    expect(linked.accounts[0]).toMatchObject({
      verificationStatus: 'pending_manual_verification',
      balances: { availableCents: null, currentCents: null },
    });
    const [balance] = await plaid.getBalances(ACCESS_TOKEN);
    expect(balance?.balances).toEqual({ availableCents: 10_000, currentCents: 11_025, isoCurrencyCode: 'USD' });
    await expect(plaid.getAuth(ACCESS_TOKEN)).resolves.toEqual([
      { accountId: ACCOUNT_ID, achNumbers: true },
      { accountId: 'other', achNumbers: false },
    ]);
    const [identity] = await plaid.getIdentity(ACCESS_TOKEN);
    expect(identity?.owners[0]).toMatchObject({
      names: ['Alberta Bobbeth Charleson'],
      addresses: [{ street: '2992 Cameron Road', city: 'Malakoff', region: 'NY', postalCode: '14236', primary: true }],
    });
    await expect(plaid.createProcessorToken(ACCESS_TOKEN, ACCOUNT_ID)).resolves.toBe('processor-sandbox-0asd1-a92nc');
  });

  it('scores a debit’s return risk with /signal/evaluate, in dollars, keyed by our transfer id', async () => {
    const scope = nock(PLAID)
      .post('/signal/evaluate', {
        access_token: ACCESS_TOKEN,
        account_id: ACCOUNT_ID,
        client_transaction_id: 'transfer-1',
        amount: 102.66,
      })
      .reply(200, {
        scores: {
          customer_initiated_return_risk: { score: 9, risk_tier: 1 },
          bank_initiated_return_risk: { score: 72, risk_tier: 6 },
        },
        request_id: 'req-signal',
      });
    await expect(
      provider().evaluateReturnRisk({
        accessToken: ACCESS_TOKEN,
        accountId: ACCOUNT_ID,
        clientTransactionId: 'transfer-1',
        amountCents: 10_266,
      }),
    ).resolves.toEqual({ customerInitiated: 9, bankInitiated: 72 });
    scope.done();
  });

  it('scores the client’s legal name per account with /identity/match', async () => {
    const scope = nock(PLAID)
      .post('/identity/match', { access_token: ACCESS_TOKEN, user: { legal_name: 'Dana Q Demo' } })
      .reply(200, {
        accounts: [
          { account_id: ACCOUNT_ID, legal_name: { score: 92, is_first_name_or_last_name_match: true } },
          { account_id: 'other', legal_name: null },
        ],
        item: {},
        request_id: 'req-match',
      });
    await expect(provider().matchIdentity(ACCESS_TOKEN, 'Dana Q Demo')).resolves.toEqual([
      { accountId: ACCOUNT_ID, nameScore: 92 },
      { accountId: 'other', nameScore: null },
    ]);
    scope.done();
  });

  it.each([
    ['ITEM_LOGIN_REQUIRED', 400, 'ITEM_ERROR', false],
    ['INVALID_CREDENTIALS', 400, 'ITEM_ERROR', false],
    ['RATE_LIMIT_EXCEEDED', 429, 'RATE_LIMIT_EXCEEDED', true],
    ['INTERNAL_SERVER_ERROR', 500, 'API_ERROR', true],
  ] as const)(
    'turns %s (HTTP %i) into a ProviderError with its code and retryability',
    async (code, status, type, retryable) => {
      nock(PLAID)
        .post('/accounts/balance/get')
        .reply(...plaidError(status, type, code, 'the call failed'));
      const failure = await provider()
        .getBalances(ACCESS_TOKEN)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderError);
      expect(failure).toMatchObject({ provider: 'plaid', code, retryable });
      // The token never reaches the error a caller might log.
      expect(String((failure as Error).message)).not.toContain(ACCESS_TOKEN);
    },
  );

  it('treats a 5xx without a Plaid body as a retryable outage', async () => {
    nock(PLAID).post('/item/public_token/exchange').reply(502, '<html>Bad gateway</html>', { 'Content-Length': '24' });
    await expect(provider().exchangePublicToken('public-sandbox-1')).rejects.toMatchObject({
      code: 'HTTP_502',
      retryable: true,
    });
  });
});
