CREATE TABLE "unsupported_account_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_code" text NOT NULL,
	"account_subtype" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unsupported_account_rule_unique" UNIQUE("institution_code","account_subtype")
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "identity_mismatch" jsonb;