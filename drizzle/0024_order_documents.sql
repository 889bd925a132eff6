ALTER TABLE "games" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "business_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "bank_beneficiary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "bank_swift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "bank_address" text DEFAULT '' NOT NULL;