ALTER TABLE "email_template" DROP CONSTRAINT "email_template_tenant_label_unique";--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_template" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_template" ADD CONSTRAINT "email_template_tenant_label_language_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","label","language");--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_default_language_valid" CHECK ("tenant"."default_language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_language_valid" CHECK ("client"."language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "email_template" ADD CONSTRAINT "email_template_language_valid" CHECK ("email_template"."language" IN ('en', 'es'));