import "server-only";
import { eq } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { recordAudit } from "@/modules/audit/public/record";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type Lead } from "../schema";
import { digitsOnly, type leadSchema } from "../validation";
import { loadWhatsappConfig } from "./whatsapp/settings";
import { enqueueLeadMessage } from "./whatsapp/outbox/enqueue";
import { checkSurge, HOLD_REASON, SITE_LIMIT_HOLD_REASON } from "./whatsapp/surge";
import { mailOwnersAboutHold } from "./whatsapp/surge-mail";
import { mailNewOwner, takeNextOwner } from "./assign";
import { toE164 } from "./phone";
import { listTemplates } from "./whatsapp/templates";
import { pickTemplate, templateParams } from "./whatsapp/pick-template";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { sourceColumns } from "./source";
import type { z } from "zod";

/**
 * Inserts the lead with status new, its owner (round-robin) and its WhatsApp message; resolves
 * once all are committed. The number is stored E.164, so earlier requests from it are linked.
 * An unverified lead (the person check failed) is stored with its message skipped, so a real buyer
 * whose browser could not do the check is still called back; during a surge of leads the message
 * is held for an owner's approval and the owners are emailed.
 */
export async function createLead(
  input: z.output<typeof leadSchema>,
  opts: {
    unverified?: boolean;
    /** The site-wide limit of checked requests is reached: store, and hold the message. */
    siteBusy?: boolean;
  } = {},
): Promise<Lead & { held: boolean }> {
  const db = await getDb();
  const [game] = await db
    .select({ id: games.id, title: games.title })
    .from(games)
    .where(eq(games.id, input.gameId))
    .limit(1);
  if (!game)
    throw new AppError("This game is no longer available", { code: "NOT_FOUND", status: 404 });
  const settings = await loadWhatsappConfig();
  const template = settings
    ? await newLeadTemplate(settings, input.name, game.title, input.language)
    : undefined;
  const surge = settings?.active && !opts.unverified ? await checkSurge(db) : null;
  const holdReason = !settings?.active
    ? undefined
    : opts.siteBusy
      ? SITE_LIMIT_HOLD_REASON
      : surge?.surge
        ? HOLD_REASON
        : undefined;
  const ownHost = new URL(config().siteUrl).hostname;
  // The lead and its message commit together: a stored lead always has its outbox row.
  const lead = await db.transaction(async (tx) => {
    const ownerId = await takeNextOwner(tx);
    const [lead] = await tx
      .insert(leads)
      .values({
        name: input.name,
        whatsapp: toE164(input.countryCode, input.whatsapp),
        countryCode: input.countryCode,
        location: input.location,
        gameId: input.gameId,
        ownerId,
        language: input.language,
        ...sourceColumns(input.source, ownHost),
      })
      .returning();
    await enqueueLeadMessage(
      tx,
      { id: lead!.id, recipient: digitsOnly(lead!.whatsapp) },
      {
        active: Boolean(settings?.active),
        unverified: opts.unverified,
        holdReason,
        template,
      },
    );
    return lead!;
  });
  if (lead.ownerId) {
    await recordAudit({
      actor: { id: null, email: null },
      ip: null,
      entity: "lead",
      entityId: lead.id,
      action: "assign",
      changes: { before: { ownerId: null }, after: { ownerId: lead.ownerId } },
    });
    // The buyer's answer does not wait on a mail server (sendMail never throws).
    void mailNewOwner(lead.ownerId, lead, null);
  }
  if (holdReason === SITE_LIMIT_HOLD_REASON)
    void mailOwnersAboutHold(
      `More than ${config().LEAD_SITE_LIMIT_PER_MINUTE} checked price requests arrived within a minute (the site-wide limit).`,
    );
  else if (holdReason) void mailOwnersAboutHold(surgeText(surge!.recent));
  return { ...lead, held: Boolean(holdReason) };
}

const surgeText = (recent: number) =>
  `${recent} price requests arrived in the last 10 minutes, far more than usual.`;

/**
 * The approved template in the language of the page the buyer asked from (issue 26), else the
 * configured default, its parameters filled from the lead.
 */
async function newLeadTemplate(
  settings: { templateName: string; templateLanguage: string },
  name: string,
  gameTitle: string,
  language: Locale,
) {
  const templates = await listTemplates();
  const picked = pickTemplate(templates, localeInfo(language).whatsapp, {
    name: settings.templateName,
    language: settings.templateLanguage,
  });
  if (!picked) return null;
  const known = templates.find((t) => t.name === picked.name && t.language === picked.language);
  return {
    ...picked,
    params: templateParams(known?.paramCount ?? 0, { name, gameTitle }, picked.language),
  };
}
