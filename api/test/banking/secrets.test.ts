/**
 * Access tokens are secrets of the server: sealed at rest, never in a response or a log line.
 * Link tokens are handed to the browser that asked for them, and otherwise never logged (nor
 * are public tokens, which the sandbox Link's query strings and bodies carry).
 */
import { eq } from 'drizzle-orm';
import { bankAccount } from '../../src/platform/database/schema';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { bankingConfig, call, linkAccount, listAccounts, readyClient } from './support';

const ACCESS_TOKEN = /access-sandbox-[0-9a-f-]{36}/;

describe.each(driversFor('one'))('bank-linking secrets (%s)', (driver) => {
  const context = useTestApp(driver, bankingConfig());

  it('keeps access tokens sealed and out of responses, and every token out of the logs', async () => {
    const who = await readyClient(context.app, context.database.db);
    const responses: string[] = [];
    const linkTokenResponse = await call(context.app, who, 'POST', '/account/plaid/link-token', {
      user: { client_user_id: who.clientId },
    });
    const linkToken = linkTokenResponse.json().linkToken as string;
    responses.push(linkTokenResponse.body);
    const institutions = await call(
      context.app,
      { host: who.host },
      'GET',
      `/sandbox/link/institutions?linkToken=${linkToken}`,
    );
    responses.push(institutions.body);

    const instant = await linkAccount(context.app, who, 'ins_109508');
    const pending = await linkAccount(context.app, who, 'ins_109511');
    responses.push(instant.response.body, pending.response.body);
    const update = await call(context.app, who, 'POST', '/account/microdeposit/link-token', {
      id: who.clientId,
      tenantId: who.tenantId,
      bankAccountId: pending.response.json().bankAccountId,
    });
    responses.push(update.body, (await listAccounts(context.app, who)).body);

    // At rest: only ciphertext, which does not open in another row.
    const [row] = await context.database.db
      .select()
      .from(bankAccount)
      .where(eq(bankAccount.id, instant.response.json().bankAccountId));
    const accessToken = context.app.dataCipher.open(
      {
        ciphertext: row!.linkAccessTokenCiphertext!,
        iv: row!.linkAccessTokenIv!,
        authTag: row!.linkAccessTokenAuthTag!,
        keyId: row!.linkAccessTokenKeyId!,
      },
      `bank_account:${row!.tenantId}:${row!.clientId}:${row!.id}:link_access_token`,
    );
    expect(accessToken).toMatch(ACCESS_TOKEN);
    expect(row!.linkAccessTokenCiphertext).not.toContain('access-sandbox');

    for (const body of responses) expect(body).not.toMatch(ACCESS_TOKEN);
    const logs = context.logs.text;
    expect(logs).toContain('request completed');
    expect(logs).not.toContain(accessToken);
    expect(logs).not.toMatch(ACCESS_TOKEN);
    expect(logs).not.toContain(linkToken);
    expect(logs).not.toContain(update.json().linkToken);
    expect(logs).not.toContain(instant.success.public_token);
    expect(logs).not.toContain(pending.success.public_token);
  });
});
