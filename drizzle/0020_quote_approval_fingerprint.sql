ALTER TABLE "quote_settings" ADD COLUMN "custom_line_approval_minor" jsonb DEFAULT '{"USD":500000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approved_fingerprint" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "owner_told_renewal_at" timestamp with time zone;
-- Approvals given before this named no content: a draft still needing one is approved again before it is sent.
