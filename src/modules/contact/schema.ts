import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "@/platform/db/columns";

export const contactSettings = pgTable(
  "contact_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    singleton: boolean("singleton").notNull().default(true),
    emailPrimary: text("email_primary").notNull(),
    emailSecondary: text("email_secondary"),
    phonePrimary: text("phone_primary").notNull(),
    phoneSecondary: text("phone_secondary"),
    addressStreet: text("address_street").notNull(),
    addressCity: text("address_city").notNull(),
    addressState: text("address_state").notNull(),
    addressPostal: text("address_postal").notNull(),
    addressCountry: text("address_country").notNull(),
    /** Holds a location text, filled by geocoding the address. */
    mapEmbedUrl: text("map_embed_url"),
    mapsApiKey: text("maps_api_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_settings_singleton_chk", sql`${t.singleton}`),
    uniqueIndex("contact_settings_singleton_uq").on(t.singleton),
  ],
);

export const MESSAGE_STATUSES = ["new", "read", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    message: text("message").notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    /**
     * The form was not confirmed as filled in by a person (the person check failed): stored, not
     * refused, so a real visitor with an odd browser is not lost; deleted unread after
     * CONTACT_SPAM_RETENTION_DAYS (server/spam-sweep.ts).
     */
    spam: boolean("spam").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "contact_messages_status_chk",
      sql`${t.status} in ('new', 'read', 'replied', 'archived')`,
    ),
    // The list (server/list.ts): newest first, or a status's newest first; id breaks ties so
    // paging is stable. Search: the trigram migration.
    index("contact_messages_created_id_idx").on(t.createdAt, t.id),
    index("contact_messages_status_created_id_idx").on(t.status, t.createdAt, t.id),
  ],
);

export type ContactSettings = typeof contactSettings.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
