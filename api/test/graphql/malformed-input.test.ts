/**
 * Malformed input for every GraphQL operation: each leaf of a valid request is replaced with
 * a wrong type, a megabyte of text, a bad id, a NUL character, …; required arguments are
 * dropped; amounts get every shape of nonsense. Whatever comes back is a 4xx or a plain
 * answer, never a 5xx, and every error carries a message and a code that is not INTERNAL.
 */
import fc from 'fast-check';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { HOSTS, type GraphqlResponse } from '../support/test-app';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { BAD_ID, CASES, MEGABYTE } from './malformed-input-cases';

function leaves(value: unknown, path: (string | number)[] = []): Array<[(string | number)[], unknown]> {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [[path, value]];
}

function withLeaf(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, replacement);
  return copy;
}

function replacementsFor(leaf: unknown): Array<[string, unknown]> {
  if (typeof leaf === 'string') {
    return [
      ['a megabyte of text', MEGABYTE],
      ['a bad id', BAD_ID],
      ['a NUL character', `a\u0000b`],
      ['a lone surrogate', '\ud800'],
      ['a number', 12345],
      ['an object', { id: 'x' }],
      ['a list', ['x', 'y']],
    ];
  }
  if (typeof leaf === 'number') {
    return [
      ['a negative number', -1],
      ['a float', 1.5],
      ['a number past 32 bits', 2 ** 31],
      ['a string', 'ten'],
      ['too many rows', 101],
    ];
  }
  if (typeof leaf === 'boolean')
    return [
      ['a string', 'yes'],
      ['a number', 1],
    ];
  return [];
}

const AMOUNTS: unknown[] = [
  '-1',
  '-0.01',
  '1.5.5',
  'NaN',
  'Infinity',
  '1e309',
  '',
  '  ',
  '0x10',
  '١٠٠',
  '10,00',
  1.5,
  -5,
  null,
];

function expectClean(response: GraphqlResponse, label: string) {
  const errors = response.body.errors ?? [];
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  for (const error of errors) {
    if (!error.message) problems.push('an error without a message');
    if (!error.extensions?.code) problems.push('an error without a code');
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`INTERNAL: ${error.message}`);
  }
  if (response.statusCode >= 400 && errors.length === 0) problems.push(`status ${response.statusCode} without errors`);
  expect({ label, problems }).toEqual({ label, problems: [] });
}

describe.each(driversFor('one'))('malformed GraphQL input (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 100_000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 },
  });
  let a: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
  });

  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: the valid request works, every damaged one is a clean 4xx or a plain answer',
    async (_name, testCase) => {
      const ask = asClient(context.app, a);
      const valid = await ask(testCase.document, testCase.variables(a));
      expect(valid.body.errors).toBeUndefined();

      for (const [path, leaf] of leaves(testCase.variables(a))) {
        for (const [what, replacement] of replacementsFor(leaf)) {
          const response = await ask(
            testCase.document,
            withLeaf(testCase.variables(a), path, replacement) as Record<string, unknown>,
          );
          expectClean(response, `${testCase.name} with ${path.join('.')} = ${what}`);
        }
      }
      for (const name of testCase.required ?? []) {
        const variables = testCase.variables(a);
        delete variables[name];
        const response = await ask(testCase.document, variables);
        expect(response.statusCode).toBe(400);
        expectClean(response, `${testCase.name} without $${name}`);
      }
    },
  );

  it.each(['createTransfer', 'updateTransfer'])(
    '%s: every shape of bad amount is a 400 with a message',
    async (name) => {
      const testCase = CASES.find((candidate) => candidate.name === name)!;
      for (const amount of AMOUNTS) {
        const variables = testCase.variables(a) as { data: Record<string, unknown> };
        variables.data.amount = amount;
        variables.data.amountCompare = amount;
        const response = await asClient(context.app, a)(testCase.document, variables);
        expect({ amount, status: response.statusCode }).toEqual({ amount, status: 400 });
        expectClean(response, `${name} with amount ${JSON.stringify(amount)}`);
      }
    },
  );

  it('does not echo a megabyte back in an error message', async () => {
    const response = await asClient(context.app, a)(
      'query ($w: BankAccountWhereInput) { allBankAccounts(where: $w) { id } }',
      { w: { ownerType: MEGABYTE } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.errors?.[0]?.message.length).toBeLessThanOrEqual(501);
  });

  it('refuses a request body over the size limit with 413', async () => {
    const response = await asClient(context.app, a)(
      'query ($u: String) { allRealtors(where: { landingPageURI: $u }) { id } }',
      {
        u: 'x'.repeat(2_000_000),
      },
    );
    expect(response.statusCode).toBe(413);
    expectClean(response, '2 MB body');
  });

  it('answers NUL characters in query literals and GET variables with 400', async () => {
    const literal = await asClient(context.app, a)('{ allRealtors(where: { landingPageURI: "a\\u0000b" }) { id } }');
    expect(literal.statusCode).toBe(400);
    expectClean(literal, 'NUL literal');
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('query ($u: String) { allRealtors(where: { landingPageURI: $u }) { id } }')}&variables=${encodeURIComponent(JSON.stringify({ u: 'a\u0000b' }))}`,
      headers: { host: HOSTS.demo, 'x-mercurius-operation-name': 'q' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('never fails on arbitrary text in any filter or amount (property)', async () => {
    const ask = asClient(context.app, a);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300, unit: 'binary' }), async (text) => {
        const filters = await ask(
          `query ($t: String, $id: ID!) {
            allClients(where: { mobilePhone: $t }) { id }
            allTransfers(where: { status: $t, createdAt_gte: $t }) { id }
            allRealtors(where: { landingPageURI: $t }) { id }
            allClientMessages(where: { OR: [{ transfer: { propertyAddress1_contains_i: $t } }, { tenant: { name_contains_i: $t } }] }) { id }
            Transfer(where: { id: $id }) { id }
          }`,
          { t: text, id: text },
        );
        expectClean(filters, `filters with ${JSON.stringify(text)}`);
        const create = await ask(
          'mutation ($t: String) { createTransfer(data: { amount: $t, propertyCity: $t, otherIndividuals: $t }) { id } }',
          {
            t: text,
          },
        );
        expectClean(create, `createTransfer with ${JSON.stringify(text)}`);
      }),
      { numRuns: 40, seed: 20_240_601 },
    );
  });
});
