CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"recipient" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"wa_message_id" text,
	"error" text,
	"error_code" integer,
	"skip_reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_state_chk" CHECK ("whatsapp_outbox"."state" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_recipient_idx" ON "whatsapp_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_lead_idx" ON "whatsapp_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_sent_idx" ON "whatsapp_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_wa_id_uq" ON "whatsapp_outbox" USING btree ("wa_message_id");