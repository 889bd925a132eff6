ALTER TABLE "leads" ADD COLUMN "whatsapp_user_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_incoming" ADD COLUMN "sender_user_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_incoming" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_incoming" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_whatsapp_user_idx" ON "leads" USING btree ("whatsapp_user_id");