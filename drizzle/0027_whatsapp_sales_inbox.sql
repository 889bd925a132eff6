CREATE TABLE "sales_team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_assigned_at" timestamp with time zone,
	CONSTRAINT "sales_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sales_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_direction" text NOT NULL,
	"last_preview" text,
	"waiting_since" timestamp with time zone,
	"snoozed_until" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_conversations_direction_chk" CHECK ("whatsapp_conversations"."last_direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"language" text,
	"country_code" text,
	"source" text,
	"game_id" uuid,
	"assignee_user_id" text,
	"assignee_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_routing_rules_one_assignee_chk" CHECK (("whatsapp_routing_rules"."assignee_user_id" is null) <> ("whatsapp_routing_rules"."assignee_team_id" is null)),
	CONSTRAINT "whatsapp_routing_rules_condition_chk" CHECK (coalesce("whatsapp_routing_rules"."language", "whatsapp_routing_rules"."country_code", "whatsapp_routing_rules"."source", "whatsapp_routing_rules"."game_id"::text) is not null)
);
--> statement-breakpoint
ALTER TABLE "sales_team_members" ADD CONSTRAINT "sales_team_members_team_id_sales_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team_members" ADD CONSTRAINT "sales_team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_routing_rules" ADD CONSTRAINT "whatsapp_routing_rules_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_routing_rules" ADD CONSTRAINT "whatsapp_routing_rules_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_routing_rules" ADD CONSTRAINT "whatsapp_routing_rules_assignee_team_id_sales_teams_id_fk" FOREIGN KEY ("assignee_team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_teams_name_uq" ON "sales_teams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_last_idx" ON "whatsapp_conversations" USING btree ("last_message_at","lead_id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_owner_last_idx" ON "whatsapp_conversations" USING btree ("owner_id","last_message_at","lead_id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_snoozed_idx" ON "whatsapp_conversations" USING btree ("snoozed_until") WHERE "whatsapp_conversations"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_routing_rules_position_idx" ON "whatsapp_routing_rules" USING btree ("position");--> statement-breakpoint
-- The conversation's owner is the lead's: copied on every change of leads.owner_id, whichever path
-- makes it (the inbox, the lead screen, a merge), so the inbox's tabs read one indexed column.
CREATE FUNCTION "leads_owner_to_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "whatsapp_conversations" SET "owner_id" = NEW."owner_id" WHERE "lead_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_owner_to_conversation" AFTER UPDATE OF "owner_id" ON "leads"
  FOR EACH ROW WHEN (OLD."owner_id" IS DISTINCT FROM NEW."owner_id")
  EXECUTE FUNCTION "leads_owner_to_conversation"();
--> statement-breakpoint
-- The conversations that exist: every lead a buyer wrote from, with its last message either way.
INSERT INTO "whatsapp_conversations" ("lead_id", "owner_id", "last_message_at", "last_direction", "last_preview", "waiting_since")
SELECT l."id", l."owner_id",
  greatest(i."at", coalesce(o."at", i."at")),
  CASE WHEN o."at" > i."at" THEN 'out' ELSE 'in' END,
  left(CASE WHEN o."at" > i."at" THEN coalesce(o."body", 'Template') ELSE coalesce(i."body", '(' || i."type" || ')') END, 160),
  CASE WHEN o."at" > i."at" THEN NULL ELSE (
    SELECT min(x."sent_at") FROM "whatsapp_incoming" x
    WHERE x."lead_id" = l."id" AND x."sent_at" > coalesce(o."at", '-infinity')
  ) END
FROM "leads" l
JOIN LATERAL (
  SELECT "sent_at" AS "at", "body", "type" FROM "whatsapp_incoming"
  WHERE "lead_id" = l."id" ORDER BY "sent_at" DESC LIMIT 1
) i ON true
LEFT JOIN LATERAL (
  SELECT "created_at" AS "at", "body" FROM "whatsapp_outbox"
  WHERE "lead_id" = l."id" AND "author_id" IS NOT NULL ORDER BY "created_at" DESC LIMIT 1
) o ON true;
