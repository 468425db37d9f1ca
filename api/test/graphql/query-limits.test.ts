import { parse, type OperationDefinitionNode } from 'graphql';
import { MAX_QUERY_COST, operationCost } from '../../src/platform/graphql/query-cost';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const TRANSFER_HISTORY = `{
  allTransfers(where: { status_not_in: ["created", "rejected", "awaiting approval"] }, sortBy: [createdAt_DESC], first: 100) {
    id status amount fee purpose disbursement propertyAddress1 propertyCity propertyState propertyZipcode createdAt
    sourceBankAccount { id bankName accountLastFourDigits } destBankAccount { id name } office { title }
    agent { displayName } transferType { name }
  }
  _allTransfersMeta { count }
}`;

function costOf(document: string): number {
  const parsed = parse(document);
  const fragments = new Map(
    parsed.definitions.flatMap((definition) =>
      definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const operation = parsed.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operationCost(operation as OperationDefinitionNode, fragments);
}

describe('query cost', () => {
  it('counts fields × rows per root field, aliases and fragments in full', () => {
    expect(costOf('{ allOffices(first: 3) { id title } }')).toBe(100 + 3 * 2);
    expect(costOf('{ allOffices { id } }')).toBe(100 + 100);
    expect(costOf('query ($n: Int) { allOffices(first: $n) { id } }')).toBe(200);
    expect(costOf('{ Transfer(where: { id: "x" }) { id office { title } } }')).toBe(100 + 3);
    expect(
      costOf('{ a: allOffices(first: 1) { ...F } b: allOffices(first: 1) { ...F } } fragment F on Office { id title }'),
    ).toBe(2 * (100 + 2));
    expect(costOf('mutation { updateClient(id: "x", data: {}) { id } }')).toBe(1001);
  });

  it('lets the screens’ own queries through', () => {
    expect(costOf(TRANSFER_HISTORY)).toBeLessThan(MAX_QUERY_COST);
  });
});

describe.each(driversFor('one'))('query limits (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
  });

  it('runs the transfer history query', async () => {
    const { statusCode, body } = await asClient(context.app, a)(TRANSFER_HISTORY);
    expect(statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('refuses a document whose aliases multiply the work, before running it', async () => {
    const aliases = Array.from({ length: 100 }, (_, index) => `t${index}: allTransfers { id amount status }`).join(' ');
    const { statusCode, body } = await asClient(context.app, a)(`{ ${aliases} }`);
    expect(statusCode).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The query is too expensive \(cost \d+, at most 25000\)/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses many mutations in one document', async () => {
    const fields = Array.from(
      { length: 30 },
      (_, i) => `m${i}: saveTransfer(id: "${a.transfers.draft}", data: {}) { id }`,
    );
    const { statusCode } = await asClient(context.app, a)(`mutation { ${fields.join(' ')} }`);
    expect(statusCode).toBe(400);
  });

  it.each([
    'allTransfers',
    'allClientMessages',
    'allBankAccounts',
    'allOffices',
    'allRealtors',
    'allInstitutionLogos',
    'allClients',
    'allClientDocuments',
    'allTransferFeeConfigs',
  ])('%s: first is at most 100, skip is not negative', async (field) => {
    for (const args of ['first: 101', 'first: -1', 'skip: -1']) {
      const { statusCode, body } = await asClient(context.app, a)(`{ ${field}(${args}) { id } }`);
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/first must be between 0 and 100|skip must not be negative/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const ok = await asClient(context.app, a)(`{ ${field}(first: 100, skip: 0) { id } }`);
    expect(ok.body.errors).toBeUndefined();
  });

  it('still refuses batched requests', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: a.host, 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      payload: [{ query: '{ allTransfers { id } }' }, { query: '{ allTransfers { id } }' }],
    });
    expect(response.statusCode).toBe(400);
  });
});
