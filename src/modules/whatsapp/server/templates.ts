import "server-only";
import { asc, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { whatsappTemplates, type WhatsappTemplate } from "../schema";
import { graphError, graphFetch, graphUrl } from "./graph";
import { loadWhatsappConfig } from "./settings";

export type TemplateView = Pick<
  WhatsappTemplate,
  "name" | "language" | "status" | "category" | "body" | "paramCount" | "reason"
>;

const short = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replace(/[\u0000-\u001F\u007F-\u009F]/g, " ").toWellFormed());
const listed = z.object({
  name: short(512),
  language: short(20),
  status: short(40),
  category: short(40).optional(),
  components: z
    .array(z.object({ type: z.string(), text: z.string().max(4096).optional() }).passthrough())
    .optional(),
});
const page = z.object({
  data: z.array(z.unknown()).default([]),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/** How many {{n}} parameters a body text has. */
function countParams(body: string | null | undefined): number {
  const found = [...(body ?? "").matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));
  return found.length ? Math.max(...found) : 0;
}

export async function listTemplates(db?: Db): Promise<TemplateView[]> {
  const d = db ?? (await getDb());
  return d
    .select({
      name: whatsappTemplates.name,
      language: whatsappTemplates.language,
      status: whatsappTemplates.status,
      category: whatsappTemplates.category,
      body: whatsappTemplates.body,
      paramCount: whatsappTemplates.paramCount,
      reason: whatsappTemplates.reason,
    })
    .from(whatsappTemplates)
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
}

/**
 * Replaces the stored list with GET /{waba-id}/message_templates (every page). Templates gone from
 * the account are removed; the rest keep Meta's current state.
 */
export async function syncTemplates(): Promise<TemplateView[]> {
  const settings = await loadWhatsappConfig();
  if (!settings?.accessToken)
    throw new AppError("Save the WhatsApp settings with an access token first", {
      code: "CONFLICT",
      status: 409,
    });
  const found: z.infer<typeof listed>[] = [];
  let after: string | undefined;
  for (let i = 0; i < 50; i++) {
    const url = new URL(graphUrl(settings, settings.businessAccountId, "message_templates"));
    url.searchParams.set("limit", "100");
    url.searchParams.set("fields", "name,language,status,category,components");
    if (after) url.searchParams.set("after", after);
    let res: Response;
    try {
      res = await graphFetch(url.toString(), settings.accessToken);
    } catch {
      throw new AppError("Could not reach the WhatsApp API", { code: "BAD_GATEWAY", status: 502 });
    }
    if (!res.ok) throw new AppError(await graphError(res), { code: "BAD_GATEWAY", status: 502 });
    const body = page.safeParse(await res.json().catch(() => null));
    if (!body.success)
      throw new AppError("The WhatsApp API answered an unexpected list", {
        code: "BAD_GATEWAY",
        status: 502,
      });
    for (const t of body.data.data) {
      const ok = listed.safeParse(t);
      if (ok.success) found.push(ok.data);
    }
    after = body.data.paging?.next ? body.data.paging.cursors?.after : undefined;
    if (!after) break;
  }
  const db = await getDb();
  const syncedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(whatsappTemplates);
    if (found.length)
      await tx
        .insert(whatsappTemplates)
        .values(
          found.map((t) => {
            const body = t.components?.find((c) => c.type.toUpperCase() === "BODY")?.text ?? null;
            return {
              name: t.name,
              language: t.language,
              status: t.status.toUpperCase(),
              category: t.category ?? null,
              body,
              paramCount: countParams(body),
              // The list is Meta's state now: a status event from before it is older.
              statusAt: syncedAt,
            };
          }),
        )
        .onConflictDoNothing();
  });
  return listTemplates(db);
}

const statusUpdate = z.object({
  event: short(40),
  message_template_name: short(512),
  message_template_language: short(20),
  reason: z.string().max(1000).nullish(),
});

/**
 * A message_template_status_update change: the template's state becomes the event's, unless the
 * state stored is from a later event (Meta does not deliver its webhooks in order).
 */
export async function recordTemplateStatus(
  db: Db,
  value: unknown,
  at = new Date(),
): Promise<boolean> {
  const u = statusUpdate.safeParse(value);
  if (!u.success) return false;
  const status = u.data.event.toUpperCase();
  const reason = u.data.reason && u.data.reason !== "NONE" ? u.data.reason.slice(0, 1000) : null;
  await db
    .insert(whatsappTemplates)
    .values({
      name: u.data.message_template_name,
      language: u.data.message_template_language,
      status,
      reason,
      statusAt: at,
    })
    .onConflictDoUpdate({
      target: [whatsappTemplates.name, whatsappTemplates.language],
      set: { status, reason, statusAt: at, updatedAt: sql`now()` },
      setWhere: sql`${whatsappTemplates.statusAt} is null or ${whatsappTemplates.statusAt} <= ${at.toISOString()}::timestamptz`,
    });
  return true;
}
