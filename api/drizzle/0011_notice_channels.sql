CREATE TABLE "sms_opt_out" (
	"phone" text PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "notice_channel" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_notice_channel_valid" CHECK ("client"."notice_channel" IN ('both', 'email', 'sms'));