ALTER TABLE "tenant" ADD COLUMN "payout_speed" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "instant_fallback" text DEFAULT 'same-day' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "same_day_debits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "instant_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "payout_speed" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "instant_fallback" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "rail" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "refund_of_transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_fee_config" ADD COLUMN "same_day_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_refund_of_transfer_id_transfer_id_fk" FOREIGN KEY ("refund_of_transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_refund_of_idx" ON "transfer" USING btree ("refund_of_transfer_id");--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_payout_speed_valid" CHECK ("tenant"."payout_speed" IN ('instant', 'same-day', 'standard'));--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_instant_fallback_valid" CHECK ("tenant"."instant_fallback" IN ('same-day', 'refuse'));--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_payout_speed_valid" CHECK ("transfer"."payout_speed" IN ('instant', 'same-day', 'standard'));--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_rail_valid" CHECK ("transfer"."rail" IN ('instant', 'same-day', 'standard'));--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_instant_fallback_valid" CHECK ("transfer"."instant_fallback" IN ('same-day', 'refuse'));--> statement-breakpoint
ALTER TABLE "transfer_fee_config" ADD CONSTRAINT "transfer_fee_config_same_day_amount_not_negative" CHECK ("transfer_fee_config"."same_day_amount_cents" >= 0);