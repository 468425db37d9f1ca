CREATE TABLE "risk_decision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"start_key" text NOT NULL,
	"stage" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"policy_version" integer NOT NULL,
	"decided_by" text,
	"note" text,
	"review_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_decision_stage_valid" CHECK ("risk_decision"."stage" IN ('screen', 'review')),
	CONSTRAINT "risk_decision_outcome_valid" CHECK ("risk_decision"."outcome" IN ('allow', 'review', 'block', 'approved', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "risk_policy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_policy_tenant_version_unique" UNIQUE("tenant_id","version")
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "identity_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "identity_name_score" integer;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "linked_from_ip" text;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "linked_from_user_agent" text;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "requested_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "risk_decision" ADD CONSTRAINT "risk_decision_transfer_id_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_decision" ADD CONSTRAINT "risk_decision_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_decision" ADD CONSTRAINT "risk_decision_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_policy" ADD CONSTRAINT "risk_policy_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_decision_transfer_idx" ON "risk_decision" USING btree ("transfer_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_decision_tenant_idx" ON "risk_decision" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_account_tenant_created_idx" ON "bank_account" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_authorization_client_time_idx" ON "transfer_authorization" USING btree ("client_id","authorized_at");--> statement-breakpoint
CREATE INDEX "transfer_authorization_tenant_time_idx" ON "transfer_authorization" USING btree ("tenant_id","authorized_at");--> statement-breakpoint
-- Decisions and policy versions are records (ADR 0082): no route, repository or statement may change or remove one.
CREATE TRIGGER "risk_decision_append_only" BEFORE UPDATE OR DELETE ON "risk_decision" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "risk_policy_append_only" BEFORE UPDATE OR DELETE ON "risk_policy" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();
