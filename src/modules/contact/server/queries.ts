import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { invalidate, TAGS } from "@/platform/cache";
import { contactMessages, contactSettings } from "../schema";
import type { contactSettingsSchema } from "../validation";

export async function setMessageStatus(id: string, status: "read" | "replied" | "archived") {
  const [row] = await (
    await getDb()
  )
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError("Message not found", { code: "NOT_FOUND", status: 404 });
  return row;
}

export async function getSettings() {
  const [row] = await (await getDb()).select().from(contactSettings).limit(1);
  return row ?? null;
}

/** The single contact_settings row: updated when it exists, created otherwise. */
export async function saveSettings(input: z.output<typeof contactSettingsSchema>) {
  const [row] = await (
    await getDb()
  )
    .insert(contactSettings)
    .values(input)
    .onConflictDoUpdate({
      target: contactSettings.singleton,
      set: { ...input, updatedAt: new Date() },
    })
    .returning();
  invalidate(TAGS.contactSettings);
  return row!;
}

/** A visitor's message from the contact form, stored with status new (apart when spam). */
export async function storeContactMessage(
  input: { name: string; email: string; company?: string; phone?: string; message: string },
  spam: boolean,
) {
  await (await getDb()).insert(contactMessages).values({
    name: input.name,
    email: input.email,
    company: input.company || null,
    phone: input.phone || null,
    message: input.message,
    spam,
  });
}
