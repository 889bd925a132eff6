CREATE TABLE "whatsapp_reply_clocks" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"waiting_since" timestamp with time zone,
	"first_reply" boolean DEFAULT true NOT NULL,
	"clock_starts_at" timestamp with time zone,
	"reply_due_at" timestamp with time zone,
	"late_at" timestamp with time zone,
	"away_for" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_reply_time_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	"days" jsonb NOT NULL,
	"holidays" jsonb NOT NULL,
	"first_reply_minutes" integer NOT NULL,
	"next_reply_minutes" integer NOT NULL,
	"away_on" boolean DEFAULT true NOT NULL,
	"away_texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_reply_time_settings_singleton_chk" CHECK ("whatsapp_reply_time_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_reply_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"staff_id" text,
	"first_reply" boolean NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone NOT NULL,
	"business_minutes" integer,
	"within_target" boolean
);
--> statement-breakpoint
CREATE TABLE "whatsapp_saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_reply_clocks" ADD CONSTRAINT "whatsapp_reply_clocks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reply_times" ADD CONSTRAINT "whatsapp_reply_times_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reply_times" ADD CONSTRAINT "whatsapp_reply_times_staff_id_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_saved_replies" ADD CONSTRAINT "whatsapp_saved_replies_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_reply_clocks_due_idx" ON "whatsapp_reply_clocks" USING btree ("reply_due_at") WHERE "whatsapp_reply_clocks"."late_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_reply_times_replied_idx" ON "whatsapp_reply_times" USING btree ("replied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_saved_replies_name_lang_uq" ON "whatsapp_saved_replies" USING btree ("name","language");