CREATE TABLE "order_machines" (
	"order_id" uuid NOT NULL,
	"machine_id" uuid PRIMARY KEY NOT NULL,
	"line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notices_channel_chk" CHECK ("order_notices"."channel" in ('whatsapp', 'email'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "order_machines" ADD CONSTRAINT "order_machines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_machines" ADD CONSTRAINT "order_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_outbox_id_whatsapp_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."whatsapp_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_machines_order_idx" ON "order_machines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_notices_key_uq" ON "order_notices" USING btree ("order_id","stage","channel");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_operator_idx" ON "orders" USING btree ("operator_id");--> statement-breakpoint
-- Orders made before: their emails go to the address of the version the buyer accepted.
UPDATE "orders" SET "buyer_email" = nullif(trim("quotes"."buyer_email"), '') FROM "quotes" WHERE "quotes"."id" = "orders"."quote_id";
