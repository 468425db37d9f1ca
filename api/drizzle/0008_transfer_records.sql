CREATE TABLE "transfer_authorization" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"start_key" text NOT NULL,
	"kind" text NOT NULL,
	"terms_version" text NOT NULL,
	"text" text NOT NULL,
	"text_sha256" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payee" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_last_four" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_authorization_start_key_unique" UNIQUE("start_key"),
	CONSTRAINT "transfer_authorization_kind_valid" CHECK ("transfer_authorization"."kind" IN ('debit', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "transfer_status_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason_code" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "confirmation_code" text;--> statement-breakpoint
ALTER TABLE "transfer_authorization" ADD CONSTRAINT "transfer_authorization_transfer_id_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_authorization" ADD CONSTRAINT "transfer_authorization_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_authorization" ADD CONSTRAINT "transfer_authorization_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_status_event" ADD CONSTRAINT "transfer_status_event_transfer_id_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_authorization_transfer_idx" ON "transfer_authorization" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_status_event_transfer_idx" ON "transfer_status_event" USING btree ("transfer_id","at");--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_tenant_confirmation_code_unique" UNIQUE("tenant_id","confirmation_code");--> statement-breakpoint
-- Evidence is append-only: no route, repository or statement may change or remove a row.
CREATE FUNCTION "refuse_change_of_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are records: they cannot be changed or deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "transfer_authorization_append_only" BEFORE UPDATE OR DELETE ON "transfer_authorization" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "transfer_status_event_append_only" BEFORE UPDATE OR DELETE ON "transfer_status_event" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();
