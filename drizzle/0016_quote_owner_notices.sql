ALTER TABLE "quotes" ADD COLUMN "owner_told_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_status_lead_idx" ON "quotes" USING btree ("status","lead_id");--> statement-breakpoint
-- Quotes accepted before this migration were emailed to their owner at the time: not again.
UPDATE "quotes" SET "owner_told_accepted_at" = "accepted_at" WHERE "status" = 'accepted';
