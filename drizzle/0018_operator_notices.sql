ALTER TABLE "machine_bulletin_recipients" ADD COLUMN "outbox_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "template_buttons" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "capped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_bulletin_recipients" ADD CONSTRAINT "machine_bulletin_recipients_outbox_id_whatsapp_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."whatsapp_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_claims_queue_idx" ON "machine_claims" USING btree ((case when "status" = 'new' then 0 else 1 end),(case when "status" = 'new' then "created_at" end),"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "machine_bulletin_recipients" DROP COLUMN "sent_at";