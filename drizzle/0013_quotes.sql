CREATE TABLE "game_prices" (
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_prices_game_id_currency_pk" PRIMARY KEY("game_id","currency"),
	CONSTRAINT "game_prices_amount_chk" CHECK ("game_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"detail" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currencies" jsonb DEFAULT '["USD"]'::jsonb NOT NULL,
	"approval_threshold_bp" integer DEFAULT 1000 NOT NULL,
	"default_valid_days" integer DEFAULT 30 NOT NULL,
	"default_terms" text DEFAULT '' NOT NULL,
	"whatsapp_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_settings_singleton_chk" CHECK ("quote_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"tax_bp" integer,
	"tax_label" text,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"buyer_email" text,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_by" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"sent_by" text,
	"sent_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"token_hash" text,
	"pdf" "bytea",
	"language" text DEFAULT 'en' NOT NULL,
	"viewed_at" timestamp with time zone,
	"viewed_ip" text,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"declined_ip" text,
	"replaced_at" timestamp with time zone,
	"reminded_no_view_at" timestamp with time zone,
	"reminded_expiry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_chk" CHECK ("quotes"."status" in ('draft', 'awaiting_approval', 'sent', 'viewed', 'accepted', 'declined', 'replaced')),
	CONSTRAINT "quotes_total_chk" CHECK ("quotes"."total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "game_prices" ADD CONSTRAINT "game_prices_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD CONSTRAINT "quote_deliveries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_deliveries_quote_channel_uq" ON "quote_deliveries" USING btree ("quote_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_series_version_uq" ON "quotes" USING btree ("series_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_uq" ON "quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_sent_idx" ON "quotes" USING btree ("sent_at");