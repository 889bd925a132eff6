ALTER TABLE "whatsapp_outbox" ADD COLUMN "after_send" jsonb;--> statement-breakpoint
-- Rows already done with: a quote's PDF link and an operator's sign-in code go (as the outbox now does at the end of a send).
UPDATE "whatsapp_outbox" SET "document" = jsonb_set("document", '{link}', '"[link removed after sending]"') WHERE "document" IS NOT NULL AND "state" NOT IN ('held', 'queued', 'sending');--> statement-breakpoint
UPDATE "whatsapp_outbox" SET "template_params" = '["[code removed after sending]"]', "template_buttons" = '["[code removed after sending]"]' WHERE "template_name" = 'operator_code' AND "state" NOT IN ('held', 'queued', 'sending');--> statement-breakpoint
UPDATE "quote_deliveries" SET "payload" = NULL WHERE "state" = 'sent';
