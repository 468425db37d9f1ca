import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app/build-app';
import type { Database, DatabaseHandle } from '../../src/platform/database/database';
import { createLogger } from '../../src/platform/logging/logger';
import { randomTestPhone } from '../support/auth-fixtures';
import { logout, register, registrationBody, requestLogin, TENANT_IDS, verify } from '../support/auth-api';
import { RecordingSmsProvider } from '../support/recording-sms';
import { encryptForApi, getSensitiveData, putSensitiveData } from '../support/sensitive-data-client';
import { LogCapture, testConfig, testProviders } from '../support/test-app';
import { openSeededDatabase, driversFor } from '../support/test-databases';

/** Values that cannot occur by chance in a dump as whole tokens (no year, street number or ZIP is 7319; 1956-02-29 is nobody else's date). */
const SSN = '7319';
const DOB = { typed: '02/29/1956', iso: '1956-02-29', compact: '19560229' };

/** Every row of every table of the public schema, as text. */
async function dumpDatabase(db: Database): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const dumps: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await db.execute(sql`select * from ${sql.identifier(table)}`);
    dumps.push(`${table}: ${JSON.stringify(rows.rows)}`);
  }
  return dumps.join('\n');
}

/** The SSN as a token of its own (not four digits inside a longer number, a base64 string or an id). */
/** Ids are random hex in dashed groups: a group can read 7319 by chance, so ids are left out. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const containsSsn = (text: string) =>
  new RegExp(`(?<![0-9A-Za-z+/])${SSN}(?![0-9A-Za-z+/])`).test(text.replace(UUID, 'id'));

describe.each(driversFor('one'))(
  'SSN, date of birth, codes and tokens are never stored or logged in clear (%s)',
  (driver) => {
    let database: DatabaseHandle;
    let app: App;
    const logs = new LogCapture();
    const sms = new RecordingSmsProvider();

    beforeAll(async () => {
      database = await openSeededDatabase(driver);
      const config = testConfig();
      const logger = createLogger({ logLevel: 'trace' }, logs);
      app = buildApp(config, { database, logger, providers: testProviders(config, logger, sms) });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('across registration, verification, sensitive data, login and logout', async () => {
      const phone = randomTestPhone();
      const { attempt } = (await register(app, registrationBody(phone))).json();
      const registrationCode = sms.lastCodeTo(phone);
      const firstSignIn = (await verify(app, attempt, registrationCode)).json();
      const firstToken = firstSignIn.token;
      const clientId: string = firstSignIn.client.id;
      const owner = { clientId, tenantId: TENANT_IDS.demo };

      expect(
        (
          await putSensitiveData(app, owner, await encryptForApi(app, { ssn: `73-${SSN.slice(2)}`, dob: DOB.typed }), {
            token: firstToken,
          })
        ).statusCode,
      ).toBe(200);
      expect((await getSensitiveData(app, owner, { token: firstToken })).json().ssnMasked).toBe(`***-**-${SSN}`);
      // Refused inputs carry the values too: in clear (a broken client) and encrypted but invalid.
      expect((await putSensitiveData(app, owner, { ssn: SSN, dob: DOB.iso }, { token: firstToken })).statusCode).toBe(
        400,
      );
      expect(
        (
          await putSensitiveData(app, owner, await encryptForApi(app, { ssn: `${SSN}9`, dob: DOB.compact }), {
            token: firstToken,
          })
        ).statusCode,
      ).toBe(400);
      expect((await logout(app, firstToken)).statusCode).toBe(204);

      const login = await requestLogin(app, phone);
      expect(login.statusCode).toBe(200);
      const loginCode = sms.lastCodeTo(phone);
      const wrongCode = loginCode === '000000' ? '000001' : '000000';
      expect((await verify(app, login.json().attempt, wrongCode)).statusCode).toBe(400);
      const secondToken = (await verify(app, login.json().attempt, loginCode)).json().token;
      expect((await getSensitiveData(app, owner, { token: secondToken })).statusCode).toBe(200);

      const logText = logs.text;
      const dump = await dumpDatabase(database.db);
      expect(logText).toContain('request completed');
      expect(dump).toContain(clientId);

      for (const [name, text] of [
        ['log', logText],
        ['database', dump],
      ] as const) {
        expect({ [name]: containsSsn(text) }).toEqual({ [name]: false });
        for (const dob of [DOB.typed, DOB.iso, DOB.compact]) expect(text).not.toContain(dob);
        for (const token of [firstToken, secondToken]) expect(text).not.toContain(token);
      }
      for (const code of [registrationCode, loginCode, wrongCode])
        expect(logText).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    });
  },
);
