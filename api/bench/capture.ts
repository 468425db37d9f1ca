import type { Logger as QueryLogger } from 'drizzle-orm';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/platform/config/config';
import { openPostgres } from '../src/platform/database/postgres-database';
import type { BenchClient } from './seed-bench';

export interface BenchCase {
  name: string;
  title: string;
  body: { query: string; variables: Record<string, unknown> };
}

export interface CapturedCase {
  statements: Array<{ sql: string; params: unknown[] }>;
}

const MESSAGE_FIELDS = `id messageURL updatedAt createdAt label type tenant { name }
  transfer { id propertyAddress1 propertyAddress2 propertyCity propertyZipcode propertyState sellerName }`;
const MESSAGES = `query ($where: ClientMessageWhereInput, $first: Int) {
  allClientMessages(where: $where, sortBy: [createdAt_DESC], first: $first) { ${MESSAGE_FIELDS} }
  _allClientMessagesMeta(where: $where) { count }
}`;
const TRANSFER_FIELDS = `id status amount fee createdAt updatedAt propertyAddress1 propertyCity propertyState disbursement purpose
  transferType { id name } sourceBankAccount { id bankName accountLastFourDigits }
  destBankAccount { id bankName accountLastFourDigits } escrowBankAccount { id bankName } tenant { id name }`;
const HISTORY = `query ($where: TransferWhereInput, $first: Int) {
  allTransfers(where: $where, sortBy: [createdAt_DESC], first: $first) { ${TRANSFER_FIELDS} }
  _allTransfersMeta(where: $where) { count }
}`;
const DETAIL = `query ($id: ID!) { Transfer(where: { id: $id }) { ${TRANSFER_FIELDS} otherIndividuals sellerName expectedClosingDate } }`;
const SIGN_IN_CHECK = `query ($id: ID!) { Client(where: { id: $id }) { id firstName lastName email } }`;

/** The screens' queries, as the browser sends them (message center, history, a transfer, the shell's session check). */
export function benchCases(me: BenchClient): BenchCase[] {
  const last30Days = {
    client: { id: me.clientId },
    type_in: ['transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'],
    createdAt_gte: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    createdAt_lte: new Date().toISOString(),
  };
  return [
    {
      name: 'messages',
      title: 'messages, last 30 days, first 10 + count',
      body: { query: MESSAGES, variables: { where: last30Days, first: 10 } },
    },
    {
      name: 'messages-search',
      title: 'the same with the search text',
      body: {
        query: MESSAGES,
        variables: {
          where: {
            ...last30Days,
            OR: [{ transfer: { propertyAddress1_contains_i: 'maple' } }, { tenant: { name_contains_i: 'maple' } }],
          },
          first: 10,
        },
      },
    },
    {
      name: 'history',
      title: 'transfer history, first 100 + 5 relations + count',
      body: {
        query: HISTORY,
        variables: {
          where: { client: { id: me.clientId }, status_not_in: ['created', 'rejected', 'awaiting approval'] },
          first: 100,
        },
      },
    },
    { name: 'detail', title: 'a transfer’s detail', body: { query: DETAIL, variables: { id: me.transferId } } },
    {
      name: 'sign-in-check',
      title: 'the sign-in check (session + own client)',
      body: { query: SIGN_IN_CHECK, variables: { id: me.clientId } },
    },
  ];
}

export const TENANT_HOST = 'demo.localhost';

/**
 * Runs each case once through the product (in this process, not measured) with a query logger
 * on its database, and keeps the statements of the second run: the first may also move the
 * session's last-seen time, which the steady state does not.
 */
export async function captureStatements(databaseUrl: string, me: BenchClient, cases: BenchCase[]) {
  let current: CapturedCase | null = null;
  const queryLogger: QueryLogger = {
    logQuery: (sql, params) => current?.statements.push({ sql, params }),
  };
  const database = openPostgres(databaseUrl, { queryLogger });
  const app = buildApp(
    { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: process.env.DATA_DIR }), databaseUrl },
    { database },
  );
  await app.ready();
  const captured: Record<string, CapturedCase> = {};
  const answers: Record<string, string> = {};
  try {
    for (const benchCase of cases) {
      for (let run = 0; run < 2; run += 1) {
        current = { statements: [] };
        const response = await app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { host: TENANT_HOST, authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
          payload: benchCase.body,
        });
        const body = response.json<{ errors?: unknown }>();
        if (body.errors) throw new Error(`${benchCase.name}: ${JSON.stringify(body.errors)}`);
        answers[benchCase.name] = response.body;
      }
      captured[benchCase.name] = current!;
      current = null;
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { captured, answers };
}
