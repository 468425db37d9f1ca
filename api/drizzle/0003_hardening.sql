ALTER TABLE "job" ADD COLUMN "effect_state" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "effect_reference" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "effect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_effect_state_valid" CHECK ("job"."effect_state" IN ('attempting', 'delivered', 'refused'));