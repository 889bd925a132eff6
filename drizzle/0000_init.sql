CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_dimensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"type" text DEFAULT 'assembled' NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"depth" double precision NOT NULL,
	"dimension_unit" text DEFAULT 'cm' NOT NULL,
	"weight" double precision NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	CONSTRAINT "game_dimensions_type_chk" CHECK ("game_dimensions"."type" in ('assembled', 'packaged')),
	CONSTRAINT "game_dimensions_unit_chk" CHECK ("game_dimensions"."dimension_unit" in ('cm', 'in')),
	CONSTRAINT "game_dimensions_weight_unit_chk" CHECK ("game_dimensions"."weight_unit" in ('kg', 'lbs'))
);
--> statement-breakpoint
CREATE TABLE "game_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"media_type" text,
	"video_provider" text DEFAULT 'local',
	"video_thumbnail_url" text,
	"title" text,
	"description" text,
	"storage_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_media_type_chk" CHECK ("game_media"."type" in ('image', 'video')),
	CONSTRAINT "game_media_media_type_chk" CHECK ("game_media"."media_type" is null or "game_media"."media_type" in ('showcase', 'trailer', 'gameplay')),
	CONSTRAINT "game_media_video_provider_chk" CHECK ("game_media"."video_provider" is null or "game_media"."video_provider" = 'local')
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rich_description" jsonb,
	"category" text NOT NULL,
	"warranty_years" integer DEFAULT 1 NOT NULL,
	"power_requirements" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_warranty_years_min" CHECK ("games"."warranty_years" >= 1)
);
--> statement-breakpoint
CREATE TABLE "technical_specs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_chk" CHECK ("contact_messages"."status" in ('new', 'read', 'replied', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "contact_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"email_primary" text NOT NULL,
	"email_secondary" text,
	"phone_primary" text NOT NULL,
	"phone_secondary" text,
	"address_street" text NOT NULL,
	"address_city" text NOT NULL,
	"address_state" text NOT NULL,
	"address_postal" text NOT NULL,
	"address_country" text NOT NULL,
	"map_embed_url" text,
	"maps_api_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_settings_singleton_chk" CHECK ("contact_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "about_page" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"content" jsonb,
	"meta_title" text,
	"meta_description" text,
	"hero_image" text,
	"hero_title" text,
	"hero_subtitle" text,
	"footer_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_page_singleton_chk" CHECK ("about_page"."singleton")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"featured_image" text,
	"meta_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_chk" CHECK ("blog_posts"."status" in ('draft', 'published', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "client_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"logo_url" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_content_type_chk" CHECK ("footer_content"."type" in ('warranty', 'shipping', 'support', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"company" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"video_url" text,
	"video_thumbnail_url" text,
	"video_provider" text DEFAULT 'youtube' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_video_provider_chk" CHECK ("testimonials"."video_provider" in ('youtube', 'local'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"whatsapp" text NOT NULL,
	"country_code" text NOT NULL,
	"location" text NOT NULL,
	"game_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_chk" CHECK ("leads"."status" in ('new', 'contacted', 'converted', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_message_status" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"message_id" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_message_status_chk" CHECK ("whatsapp_message_status"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"api_version" text DEFAULT 'v25.0' NOT NULL,
	"phone_number_id" text NOT NULL,
	"access_token" text NOT NULL,
	"business_account_id" text NOT NULL,
	"verify_token" text NOT NULL,
	"app_secret" text,
	"template_name" text DEFAULT 'otp_verification' NOT NULL,
	"template_language" text DEFAULT 'en' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_settings_singleton_chk" CHECK ("whatsapp_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_dimensions" ADD CONSTRAINT "game_dimensions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_faqs" ADD CONSTRAINT "game_faqs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_media" ADD CONSTRAINT "game_media_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_specs" ADD CONSTRAINT "technical_specs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message_status" ADD CONSTRAINT "whatsapp_message_status_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_name_lower_uq" ON "game_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "game_categories_order_idx" ON "game_categories" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "game_dimensions_game_type_uq" ON "game_dimensions" USING btree ("game_id","type");--> statement-breakpoint
CREATE INDEX "game_faqs_game_idx" ON "game_faqs" USING btree ("game_id","order");--> statement-breakpoint
CREATE INDEX "game_media_game_idx" ON "game_media" USING btree ("game_id","is_main" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_media_one_main_uq" ON "game_media" USING btree ("game_id") WHERE "game_media"."is_main";--> statement-breakpoint
CREATE INDEX "games_featured_created_idx" ON "games" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_created_idx" ON "games" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "technical_specs_game_idx" ON "technical_specs" USING btree ("game_id","order");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_settings_singleton_uq" ON "contact_settings" USING btree ("singleton");--> statement-breakpoint
CREATE UNIQUE INDEX "about_page_singleton_uq" ON "about_page" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "blog_posts_status_publish_idx" ON "blog_posts" USING btree ("status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_meta_tags_idx" ON "blog_posts" USING gin ("meta_tags");--> statement-breakpoint
CREATE INDEX "client_logos_active_order_idx" ON "client_logos" USING btree ("active","order");--> statement-breakpoint
CREATE UNIQUE INDEX "footer_content_type_uq" ON "footer_content" USING btree ("type");--> statement-breakpoint
CREATE INDEX "testimonials_active_order_idx" ON "testimonials" USING btree ("active","order");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "whatsapp_message_status_created_idx" ON "whatsapp_message_status" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_message_status_msg_uq" ON "whatsapp_message_status" USING btree ("message_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_singleton_uq" ON "whatsapp_settings" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup_idx" ON "rate_limit_events" USING btree ("bucket","key","created_at");