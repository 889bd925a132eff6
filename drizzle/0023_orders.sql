CREATE TABLE "order_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"overpayment" boolean DEFAULT false NOT NULL,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_chk" CHECK ("order_payments"."amount_minor" > 0),
	CONSTRAINT "order_payments_method_chk" CHECK ("order_payments"."method" in ('bank_transfer', 'card', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"deposit_bp" integer DEFAULT 3000 NOT NULL,
	"deposit_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_settings_singleton_chk" CHECK ("order_settings"."singleton"),
	CONSTRAINT "order_settings_deposit_chk" CHECK ("order_settings"."deposit_bp" between 0 and 10000),
	CONSTRAINT "order_settings_days_chk" CHECK ("order_settings"."deposit_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "order_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_series_id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"origin" text NOT NULL,
	"origin_note" text,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"tax_bp" integer,
	"tax_label" text,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"deposit_bp" integer NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"deposit_due_on" date,
	"stage" text DEFAULT 'confirmed' NOT NULL,
	"planned_ship_date" date,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"incoterm" text,
	"estimated_arrival" date,
	"ship_override_by" text,
	"ship_override_reason" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_stage_chk" CHECK ("orders"."stage" in ('confirmed', 'deposit_received', 'in_production', 'ready_to_ship', 'shipped', 'delivered', 'installed', 'cancelled')),
	CONSTRAINT "orders_origin_chk" CHECK ("orders"."origin" in ('accepted', 'other')),
	CONSTRAINT "orders_total_chk" CHECK ("orders"."total_minor" >= 0 and "orders"."deposit_minor" >= 0),
	CONSTRAINT "orders_tracking_url_chk" CHECK ("orders"."tracking_url" is null or "orders"."tracking_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_override_by_user_id_fk" FOREIGN KEY ("ship_override_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","paid_on");--> statement-breakpoint
CREATE INDEX "order_stage_changes_order_idx" ON "order_stage_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_series_uq" ON "orders" USING btree ("quote_series_id");--> statement-breakpoint
CREATE INDEX "orders_lead_idx" ON "orders" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "orders_stage_idx" ON "orders" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");