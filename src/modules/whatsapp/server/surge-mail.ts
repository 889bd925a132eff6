import "server-only";
import nodemailer from "nodemailer";
import { ownerEmails } from "@/modules/auth/server";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { recordHit, usage } from "@/platform/rate-limit/limit";
import { SITE_NAME } from "@/platform/site";

/** One warning per hour at most, however long the surge lasts (the back office shows it live). */
const MAIL_EVERY_MS = 60 * 60_000;
const MAIL_LIMIT = { bucket: "whatsapp-hold-mail", key: "site", windowMs: MAIL_EVERY_MS };

/**
 * Emails every active owner that WhatsApp messages are being held, when SMTP_URL is set. Never
 * throws: the lead is stored either way and the warning is on the back office screens.
 */
export async function mailOwnersAboutHold(
  why: string,
): Promise<"sent" | "off" | "skipped" | "failed"> {
  const cfg = config();
  if (!cfg.SMTP_URL) return "off";
  try {
    await recordHit(MAIL_LIMIT);
    if ((await usage(MAIL_LIMIT)).count > 1) return "skipped";
    const db = await getDb();
    const owners = await ownerEmails(db);
    if (owners.length === 0) return "skipped";
    const transport = nodemailer.createTransport({
      url: cfg.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const link = new URL("/admin/leads", cfg.siteUrl).toString();
    await transport.sendMail({
      from: cfg.MAIL_FROM ?? `${SITE_NAME} <no-reply@${new URL(cfg.siteUrl).hostname}>`,
      to: owners,
      subject: "WhatsApp messages held: unusually many price requests",
      text:
        `${why}\n\n` +
        "The leads are stored, but their WhatsApp messages are held until an owner approves or " +
        `discards them, so a script cannot spend the daily message budget:\n\n${link}\n`,
    });
    return "sent";
  } catch (e) {
    console.error(
      "Failed to email owners about held WhatsApp messages",
      e instanceof Error ? e.message : e,
    );
    return "failed";
  }
}
