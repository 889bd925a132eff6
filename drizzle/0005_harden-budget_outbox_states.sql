ALTER TABLE "whatsapp_outbox" DROP CONSTRAINT "whatsapp_outbox_state_chk";--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "uncertain_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_state_chk" CHECK ("whatsapp_outbox"."state" in ('held', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'unknown'));