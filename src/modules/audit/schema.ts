import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "@/modules/auth/schema";

/**
 * Who changed what, when and from where. Written by the admin guard and the sign-in hooks only;
 * the app offers no way to edit or delete an entry (old ones are swept after the retention).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept beside the id so an entry still says who after the person is gone or renamed. */
    actorEmail: text("actor_email"),
    ip: text("ip"),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** "game:<id>" for a game's media, FAQs and dimensions, so the game's history shows them. */
    parent: text("parent"),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    // The activity list is newest first (id breaks ties), alone or for one kind or one person.
    index("audit_log_at_id_idx").on(t.at, t.id),
    index("audit_log_entity_at_idx").on(t.entity, t.at, t.id),
    index("audit_log_actor_at_idx").on(t.actorId, t.at, t.id),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_parent_idx").on(t.parent),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
