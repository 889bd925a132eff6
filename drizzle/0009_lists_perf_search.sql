-- Faster list search. EXPLAIN ANALYZE at 100k leads / 20k messages showed the
-- time going to evaluating ILIKE once per column per row (3–4 case-folds per row, slow on PGlite)
-- in the count's bitmap recheck and in the page's backward index scan, and on messages a seq scan
-- because four ORed GIN scans cost more. One trigram index over the lower-cased columns joined by a
-- unit separator (chr(31), never typed) is one index scan and one LIKE per row: counts 4–28× and
-- pages up to 4× faster. The queries (leads/server/list.ts, contact/server/list.ts) must use this
-- exact expression (searchText there) for the planner to match it.
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin (lower("name" || chr(31) || "whatsapp" || chr(31) || "location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (lower("name" || chr(31) || "email" || chr(31) || coalesce("company", '') || chr(31) || "message") gin_trgm_ops);
