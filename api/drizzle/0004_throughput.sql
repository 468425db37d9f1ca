-- Issue 14 (ADR 0030): indexes for the client's history and message lists and their counts.
-- (client, tenant) lead because every client read is scoped to both; the old client-only
-- indexes are replaced, not kept beside (each costs every insert).
DROP INDEX "client_message_client_created_idx";--> statement-breakpoint
DROP INDEX "transfer_client_created_idx";--> statement-breakpoint
CREATE INDEX "client_message_owner_created_idx" ON "client_message" USING btree ("client_id","tenant_id","created_at","type");--> statement-breakpoint
CREATE INDEX "transfer_owner_created_idx" ON "transfer" USING btree ("client_id","tenant_id","created_at" DESC NULLS LAST,"status","disbursement");--> statement-breakpoint
-- The message search's case-insensitive "contains" on the property address. pg_trgm ships
-- with PostgreSQL (a trusted extension since 13) but not with PGlite unless loaded: where it
-- cannot be had the index is skipped and the search stays a scan of one client's rows.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "transfer_property_address1_trgm_idx" ON "transfer" USING gin ("property_address1" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): transfer_property_address1_trgm_idx not created', SQLERRM;
END
$$;
