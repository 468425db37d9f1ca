CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid,
	"owner_type" text NOT NULL,
	"bank_name" text,
	"name" text,
	"bank_display_name" text,
	"description" text,
	"account_number" text,
	"account_last_four_digits" text,
	"account_subtype" text,
	"institution_code" text,
	"balance_cents" bigint,
	"balance_date_time" timestamp with time zone,
	"pending_verification" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"link_item_id" text,
	"link_account_id" text,
	"link_access_token_ciphertext" text,
	"link_access_token_iv" text,
	"link_access_token_auth_tag" text,
	"link_access_token_key_id" text,
	"funding_source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_account_owner_type_valid" CHECK ("bank_account"."owner_type" IN ('tenant', 'client')),
	CONSTRAINT "bank_account_owner_matches_client" CHECK (("bank_account"."owner_type" = 'client') = ("bank_account"."client_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "branding" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"description" text,
	"logo_url" text,
	"favicon_img_url" text,
	"background_image_url" text,
	"header" text,
	"footer" text,
	"register_text" text,
	"register_button_text" text,
	"font_family" text,
	"font_size" text,
	"font_color" text,
	"font_weight" text,
	"background_color" text,
	"link_color" text,
	"button_color" text,
	"accent_color" text,
	"custom_css" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branding_default_has_no_tenant" CHECK (NOT "branding"."is_default" OR "branding"."tenant_id" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"property_address1" text,
	"property_address2" text,
	"property_city" text,
	"property_state" text,
	"property_zipcode" text,
	"active" boolean DEFAULT true NOT NULL,
	"payments_customer_id" text,
	"payments_customer_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_tenant_mobile_phone_unique" UNIQUE("tenant_id","mobile_phone"),
	CONSTRAINT "client_mobile_phone_format" CHECK ("client"."mobile_phone" ~ '^\+1[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "client_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"transfer_id" uuid,
	"type" text NOT NULL,
	"description" text,
	"file_path" text,
	"file_url" text,
	"status" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_document_type_valid" CHECK ("client_document"."type" IN ('receipt', 'escrow agreement'))
);
--> statement-breakpoint
CREATE TABLE "client_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"transfer_id" uuid,
	"message_url" text,
	"label" text,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_message_type_valid" CHECK ("client_message"."type" IN ('transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'))
);
--> statement-breakpoint
CREATE TABLE "email_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"label" text NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_template_tenant_label_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","label"),
	CONSTRAINT "email_template_label_valid" CHECK ("email_template"."label" IN ('transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'))
);
--> statement-breakpoint
CREATE TABLE "identity_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_document_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "identity_document_type_valid" CHECK ("identity_document"."type" IN ('Passport', 'License'))
);
--> statement-breakpoint
CREATE TABLE "institution_logo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_code" text NOT NULL,
	"logo_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_logo_institution_code_unique" UNIQUE("institution_code")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "job_status_valid" CHECK ("job"."status" IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "login_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"name" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_user_role" text DEFAULT 'portal_client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_user_client_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "office" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"city" text,
	"state" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text,
	"mobile_phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"landing_page_uri" text NOT NULL,
	"headshot_image_url" text,
	"display_name" text,
	"display_description" text,
	"licenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_code_url" text,
	"brokerage" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_tenant_landing_page_unique" UNIQUE("tenant_id","landing_page_uri"),
	CONSTRAINT "realtor_id_format" CHECK ("realtor"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "sensitive_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_data_client_tenant_key_unique" UNIQUE("client_id","tenant_id","key"),
	CONSTRAINT "sensitive_data_key_valid" CHECK ("sensitive_data"."key" IN ('SSN', 'DOB'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_group_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"identifier" text NOT NULL,
	"type" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"support_email" text,
	"poc_phone" text,
	"routing_type" text DEFAULT 'other' NOT NULL,
	"enabled_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "tenant_identifier_format" CHECK ("tenant"."identifier" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'),
	CONSTRAINT "tenant_routing_type_valid" CHECK ("tenant"."routing_type" IN ('office', 'agent', 'other')),
	CONSTRAINT "tenant_enabled_modules_valid" CHECK ("tenant"."enabled_modules" <@ ARRAY['onboarding', 'banking', 'transfers', 'messages']::text[])
);
--> statement-breakpoint
CREATE TABLE "tenant_api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tenant_api_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "tenant_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_name" text NOT NULL,
	"logo_url" text,
	"group_tagline" text,
	"banner_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"transfer_type_id" uuid,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"other_individuals" jsonb,
	"email" text,
	"mobile_phone" text,
	"property_address1" text,
	"property_address2" text,
	"property_city" text,
	"property_state" text,
	"property_zipcode" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"purpose" text,
	"expected_closing_date" date,
	"seller_name" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_message" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"disbursement" boolean DEFAULT false NOT NULL,
	"source_bank_account_id" uuid,
	"dest_bank_account_id" uuid,
	"escrow_bank_account_id" uuid,
	"office_id" uuid,
	"realtor_id" char(24),
	"agent_id" char(24),
	"provider_transfer_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_status_valid" CHECK ("transfer"."status" IN ('draft', 'pending', 'submitted', 'sent', 'viewed', 'completed', 'cancelled', 'error', 'Requested', 'Initiated', 'created', 'rejected', 'awaiting approval')),
	CONSTRAINT "transfer_amount_not_negative" CHECK ("transfer"."amount_cents" >= 0),
	CONSTRAINT "transfer_fee_not_negative" CHECK ("transfer"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_fee_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_pays" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_fee_config_amount_not_negative" CHECK ("transfer_fee_config"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_debit" boolean DEFAULT false NOT NULL,
	"is_credit" boolean DEFAULT false NOT NULL,
	"purpose" jsonb DEFAULT '{"purposes":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding" ADD CONSTRAINT "branding_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document" ADD CONSTRAINT "client_document_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document" ADD CONSTRAINT "client_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document" ADD CONSTRAINT "client_document_transfer_id_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_transfer_id_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template" ADD CONSTRAINT "email_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_document" ADD CONSTRAINT "identity_document_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_document" ADD CONSTRAINT "identity_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user" ADD CONSTRAINT "login_user_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user" ADD CONSTRAINT "login_user_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office" ADD CONSTRAINT "office_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_code" ADD CONSTRAINT "phone_code_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor" ADD CONSTRAINT "realtor_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_data" ADD CONSTRAINT "sensitive_data_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_data" ADD CONSTRAINT "sensitive_data_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_tenant_group_id_tenant_group_id_fk" FOREIGN KEY ("tenant_group_id") REFERENCES "public"."tenant_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_api_key" ADD CONSTRAINT "tenant_api_key_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_transfer_type_id_transfer_type_id_fk" FOREIGN KEY ("transfer_type_id") REFERENCES "public"."transfer_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_source_bank_account_id_bank_account_id_fk" FOREIGN KEY ("source_bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_dest_bank_account_id_bank_account_id_fk" FOREIGN KEY ("dest_bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_escrow_bank_account_id_bank_account_id_fk" FOREIGN KEY ("escrow_bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_office_id_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."office"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_realtor_id_realtor_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_agent_id_realtor_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."realtor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_fee_config" ADD CONSTRAINT "transfer_fee_config_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_client_idx" ON "bank_account" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "bank_account_tenant_owner_idx" ON "bank_account" USING btree ("tenant_id","owner_type");--> statement-breakpoint
CREATE INDEX "branding_tenant_idx" ON "branding" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "client_document_client_idx" ON "client_document" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_message_client_created_idx" ON "client_message" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_document_client_idx" ON "identity_document" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "job_status_run_at_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "office_tenant_idx" ON "office" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "phone_code_lookup_idx" ON "phone_code" USING btree ("tenant_id","phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_client_idx" ON "session" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tenant_api_key_tenant_idx" ON "tenant_api_key" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "transfer_client_created_idx" ON "transfer" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_tenant_idx" ON "transfer" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "transfer_fee_config_tenant_idx" ON "transfer_fee_config" USING btree ("tenant_id","created_at");