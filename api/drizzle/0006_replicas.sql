CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counter_resets_at_idx" ON "rate_limit_counter" USING btree ("resets_at");