-- Events recorded before sequences existed are numbered per transfer in the order they were made.
ALTER TABLE "tenant_webhook_event" ADD COLUMN "sequence" integer;--> statement-breakpoint
UPDATE "tenant_webhook_event" AS e SET "sequence" = n.seq FROM (SELECT "id", row_number() OVER (PARTITION BY "transfer_id" ORDER BY "created_at", "id") AS seq FROM "tenant_webhook_event") AS n WHERE e."id" = n."id";--> statement-breakpoint
ALTER TABLE "tenant_webhook_event" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "start_call_began_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_webhook_event" ADD CONSTRAINT "tenant_webhook_event_transfer_sequence_unique" UNIQUE("transfer_id","sequence");
