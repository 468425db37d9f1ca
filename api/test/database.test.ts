import { sql } from 'drizzle-orm';
import { isDatabaseEmpty, type DatabaseHandle } from '../src/platform/database/database';
import type { TransferStatus } from '@portal/shared/constants';
import { client, tenant, transfer } from '../src/platform/database/schema';
import { seed } from '../src/seed/seed';
import { IDS } from '../src/seed/seed-data';
import { openEmptyDatabase, driversFor } from './support/test-databases';

// Both drivers: migrations, the seed and constraints are the database layer itself.
describe.each(driversFor('both'))('migrations, seed and constraints (%s)', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('migrates an empty database, reports it empty, and seeds it once', async () => {
    await database.migrate();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seed(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    await database.migrate(); // a second start applies nothing and loses nothing
    const identifiers = await database.db
      .select({ identifier: tenant.identifier })
      .from(tenant)
      .orderBy(tenant.identifier);
    expect(identifiers.map((row) => row.identifier)).toEqual(['acme', 'demo', 'summit']);
  });

  it('creates the indexes the list screens and the job queue rely on', async () => {
    const { rows } = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = current_schema()`,
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'transfer_owner_created_idx',
        'client_message_owner_created_idx',
        'client_tenant_mobile_phone_unique',
        // The job queue's claims, lease recovery and retention, one partial index each (ADR 75).
        'job_ready_idx',
        'job_lease_idx',
        'job_finished_idx',
      ]),
    );
    expect(names).not.toContain('job_status_run_at_idx');
    // The message search's trigram index needs pg_trgm: PostgreSQL has it, PGlite skips it (ADR 30).
    if (driver === 'postgres') expect(names).toContain('transfer_property_address1_trgm_idx');
    else expect(names).not.toContain('transfer_property_address1_trgm_idx');
  });

  const newClient = (mobilePhone: string) => ({
    tenantId: IDS.tenants.demo,
    firstName: 'Ada',
    lastName: 'Buyer',
    mobilePhone,
  });

  it('keeps one client per phone number and tenant, stored as +1 and ten digits', async () => {
    await database.db.insert(client).values(newClient('+15550100001'));
    await expect(database.db.insert(client).values(newClient('+15550100001'))).rejects.toThrow();
    await expect(database.db.insert(client).values(newClient('(555) 010-0002'))).rejects.toThrow();
    await database.db.insert(client).values({ ...newClient('+15550100001'), tenantId: IDS.tenants.acme });
  });

  it('stores money as integer cents and rejects unknown statuses and negative amounts', async () => {
    const [owner] = await database.db.insert(client).values(newClient('+15550100003')).returning({ id: client.id });
    const base = { tenantId: IDS.tenants.demo, clientId: owner!.id };
    const [saved] = await database.db
      .insert(transfer)
      .values({ ...base, amountCents: 14_999_999, feeCents: 250 })
      .returning({ amountCents: transfer.amountCents, feeCents: transfer.feeCents, status: transfer.status });
    expect(saved).toEqual({ amountCents: 14_999_999, feeCents: 250, status: 'draft' });
    await expect(database.db.insert(transfer).values({ ...base, status: 'lost' as TransferStatus })).rejects.toThrow();
    await expect(database.db.insert(transfer).values({ ...base, amountCents: -1 })).rejects.toThrow();
  });

  it('reads timestamps as the instants written, in any session time zone', async () => {
    const [owner] = await database.db.insert(client).values(newClient('+15550100004')).returning({ id: client.id });
    const written = new Date('2026-11-24T16:18:05.123Z');
    const [saved] = await database.db
      .insert(transfer)
      .values({ tenantId: IDS.tenants.demo, clientId: owner!.id, createdAt: written })
      .returning({ id: transfer.id });
    const createdAtOf = (db: Pick<DatabaseHandle['db'], 'select'>) =>
      db
        .select({ createdAt: transfer.createdAt })
        .from(transfer)
        .where(sql`${transfer.id} = ${saved!.id}`)
        .then(([row]) => row!.createdAt);

    const read = await createdAtOf(database.db);
    expect(read).toBeInstanceOf(Date);
    expect(read.getTime()).toBe(written.getTime());
    expect(read.toISOString()).toBe('2026-11-24T16:18:05.123Z');
    // Another session time zone takes the Date parser's way (instant.ts), to the same instant.
    const readInKolkata = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      return createdAtOf(tx);
    });
    expect(readInKolkata.toISOString()).toBe('2026-11-24T16:18:05.123Z');
  });

  it('refuses a tenant module that does not exist', async () => {
    await expect(
      database.db.insert(tenant).values({ name: 'X', identifier: 'x', enabledModules: ['admin' as 'banking'] }),
    ).rejects.toThrow();
  });
});
