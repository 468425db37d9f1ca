import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/database/database';
import { IDS } from '../src/seed/seed-data';
import { createAuthStore } from '../src/identity/auth-store';
import { systemClock } from '../src/platform/clock';
import { createSessionService } from '../src/identity/session-service';

/** The issue's shape: one tenant, 10,000 clients; the signed-in client has 2,000 messages and 500 transfers. */
export const CLIENTS = 10_000;
export const OWN_TRANSFERS = 500;
export const OWN_MESSAGES = 2_000;

export interface BenchClient {
  clientId: string;
  token: string;
  transferId: string;
}

const tenantId = IDS.tenants.demo;

/** The clients, the signed-in one with its account and session, and its own transfers and messages. */
export async function seedBase(db: Database): Promise<BenchClient> {
  await db.execute(sql`
    INSERT INTO client (tenant_id, first_name, last_name, mobile_phone, email)
    SELECT ${tenantId}, 'Bench', 'Client ' || g, '+1' || (7000000000 + g)::text, 'bench' || g || '@example.com'
    FROM generate_series(1, ${CLIENTS}::int) AS g`);
  const [me] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM client WHERE mobile_phone = '+17000000001' AND tenant_id = ${tenantId}`,
    )
  ).rows;
  const clientId = me!.id;
  const [account] = (
    await db.execute<{ id: string }>(sql`
      INSERT INTO bank_account (tenant_id, client_id, owner_type, bank_name, name, account_number, account_last_four_digits, account_subtype, institution_code, balance_cents)
      VALUES (${tenantId}, ${clientId}, 'client', 'First Platypus Bank', 'Bench checking', '******1234', '1234', 'checking', 'ins_109508', 100000000)
      RETURNING id`)
  ).rows;
  await insertTransfers(db, clientId, account!.id, 1, OWN_TRANSFERS, true);
  await db.execute(sql`
    WITH own AS (SELECT array_agg(id ORDER BY created_at) AS ids FROM transfer WHERE client_id = ${clientId})
    INSERT INTO client_message (tenant_id, client_id, transfer_id, type, label, message_url, created_at)
    SELECT ${tenantId}, ${clientId}, own.ids[1 + g % ${OWN_TRANSFERS}],
      (ARRAY['transfer_fail','transfer_initiated','transfer_receipt','transfer_request'])[1 + g % 4],
      'Notice ' || g, '/api/assets/messages/' || g || '.pdf', now() - (g % 90) * interval '1 day' - g * interval '1 second'
    FROM own, generate_series(1, ${OWN_MESSAGES}::int) AS g`);
  const store = createAuthStore(db);
  const { token } = await createSessionService({ store, clock: systemClock }).start(store, { clientId, tenantId });
  const [transfer] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM transfer WHERE client_id = ${clientId} ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  return { clientId, token, transferId: transfer!.id };
}

async function insertTransfers(
  db: Database,
  clientId: string | null,
  accountId: string | null,
  from: number,
  to: number,
  own: boolean,
) {
  await db.execute(sql`
    WITH clients AS (SELECT array_agg(id) AS ids FROM client WHERE tenant_id = ${tenantId})
    INSERT INTO transfer (tenant_id, client_id, transfer_type_id, status, amount_cents, fee_cents, purpose,
      property_address1, property_city, property_state, property_zipcode,
      source_bank_account_id, dest_bank_account_id, escrow_bank_account_id, created_at)
    SELECT ${tenantId}, ${own ? clientId : sql`clients.ids[1 + g % ${CLIENTS}]`}, ${IDS.transferTypes.clientTransfer},
      (ARRAY['completed','pending','submitted','draft','error','cancelled'])[1 + g % 6], 10000 + g % 100000, 250, 'Down Payment',
      (g % 997) || ' ' || (ARRAY['Maple','Oak','Cedar','Pine','Birch'])[1 + g % 5] || ' Street', 'Springfield', 'IL', '62701',
      ${own ? accountId : null}, ${IDS.bankAccounts.demoEscrow}, ${IDS.bankAccounts.demoEscrow},
      now() - g * interval '97 seconds'
    FROM clients, generate_series(${from}::int, ${to}::int) AS g`);
}

/** Grows the tenant's other clients' transfers and messages to `total` rows each (from `current`). */
export async function growTo(db: Database, current: number, total: number): Promise<void> {
  if (total <= current) return;
  await insertTransfers(db, null, null, current + 1, total, false);
  await db.execute(sql`
    WITH clients AS (SELECT array_agg(id) AS ids FROM client WHERE tenant_id = ${tenantId})
    INSERT INTO client_message (tenant_id, client_id, type, label, message_url, created_at)
    SELECT ${tenantId}, clients.ids[1 + g % ${CLIENTS}],
      (ARRAY['transfer_fail','transfer_initiated','transfer_receipt','transfer_request'])[1 + g % 4],
      'Notice ' || g, '/api/assets/messages/' || g || '.pdf', now() - (g % 90) * interval '1 day'
    FROM clients, generate_series(${current + 1}::int, ${total}::int) AS g`);
  await db.execute(sql`VACUUM ANALYZE transfer`);
  await db.execute(sql`VACUUM ANALYZE client_message`);
}
