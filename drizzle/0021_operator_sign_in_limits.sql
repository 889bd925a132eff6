ALTER TABLE "operators" ADD COLUMN "sign_in_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "sign_in_code" boolean DEFAULT false NOT NULL;