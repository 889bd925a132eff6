CREATE TABLE "order_count" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_count_one_row_chk" CHECK ("order_count"."id" = 1)
);
--> statement-breakpoint
-- The Orders list at 100,000 orders. Its first page counted every order (a scan of the whole
-- table, most of the page's time on the embedded database): the total is kept here instead, by
-- statement triggers that add the rows an insert adds and take those a delete takes (orders are
-- never deleted by the app; a truncate starts again from 0), exact for any writer, seeds included.
INSERT INTO "order_count" ("id", "n") SELECT 1, count(*) FROM "orders";--> statement-breakpoint
CREATE FUNCTION "order_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_count" SET "n" = "n" + (SELECT count(*) FROM "changed") WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_count" SET "n" = "n" - (SELECT count(*) FROM "changed") WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_count_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_count" SET "n" = 0 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "order_count_added"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "order_count_removed"();--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_count_cleared"();--> statement-breakpoint
-- Search by order or quote number: one trigram index over both, lower-cased and joined by a unit
-- separator (chr(31), never typed), as leads_search_trgm_idx (0009). The query
-- (orders/server/queries.ts, numberSearchText) must use this exact expression.
CREATE INDEX IF NOT EXISTS "orders_number_search_trgm_idx" ON "orders" USING gin (lower("number" || chr(31) || "quote_number") gin_trgm_ops);
