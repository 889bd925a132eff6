CREATE TABLE "whatsapp_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_incoming" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text NOT NULL,
	"lead_id" uuid,
	"sender" text NOT NULL,
	"type" text NOT NULL,
	"body" text,
	"media_id" text,
	"media_mime" text,
	"file_name" text,
	"file_key" text,
	"media_error" text,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"receipt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"number" text PRIMARY KEY NOT NULL,
	"opted_out" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"body" text,
	"param_count" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "kind" text DEFAULT 'template' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "template_language" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_incoming" ADD CONSTRAINT "whatsapp_incoming_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_pending_idx" ON "whatsapp_inbox" USING btree ("processed_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_incoming_wamid_uq" ON "whatsapp_incoming" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_incoming_lead_idx" ON "whatsapp_incoming" USING btree ("lead_id","sent_at");--> statement-breakpoint
CREATE INDEX "whatsapp_incoming_sender_idx" ON "whatsapp_incoming" USING btree ("sender","sent_at");--> statement-breakpoint
CREATE INDEX "whatsapp_incoming_unread_idx" ON "whatsapp_incoming" USING btree ("lead_id") WHERE "whatsapp_incoming"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_lang_uq" ON "whatsapp_templates" USING btree ("name","language");--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;