-- Search in the back-office lists is a case-insensitive substring match (ILIKE '%term%'), which
-- a btree cannot serve; pg_trgm's GIN indexes can. PGlite loads the extension where the instance
-- is created (src/platform/db/pglite-extensions.ts); PostgreSQL ships it as a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Leads search (src/modules/leads/server/list.ts): name OR whatsapp OR location OR the game's
-- title, one bitmap per column ORed together; the game part finds the matching games through
-- games_title_trgm_idx first and then the leads through leads_game_idx (btree, 0003).
CREATE INDEX IF NOT EXISTS "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_whatsapp_trgm_idx" ON "leads" USING gin ("whatsapp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_location_trgm_idx" ON "leads" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_title_trgm_idx" ON "games" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Contact messages search (src/modules/contact/server/list.ts): name OR email OR company OR text.
CREATE INDEX IF NOT EXISTS "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_company_trgm_idx" ON "contact_messages" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
-- Admin blog list search in the title (src/modules/content/server/blog-list.ts).
CREATE INDEX IF NOT EXISTS "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);
