CREATE TABLE "payments_webhook_event" (
	"event_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"resource_id" text,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer" DROP CONSTRAINT "transfer_status_valid";--> statement-breakpoint
ALTER TABLE "client_message" ADD COLUMN "notice_key" text;--> statement-breakpoint
ALTER TABLE "client_message" ADD COLUMN "pdf_storage_key" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "start_key" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_notice_key_unique" UNIQUE("notice_key");--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_start_key_unique" UNIQUE("start_key");--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_provider_transfer_id_unique" UNIQUE("provider_transfer_id");--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_status_valid" CHECK ("transfer"."status" IN ('draft', 'pending', 'submitted', 'sent', 'viewed', 'completed', 'cancelled', 'error', 'Requested', 'Initiated', 'created', 'rejected', 'awaiting approval', 'starting'));