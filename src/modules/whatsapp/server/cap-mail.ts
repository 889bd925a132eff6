import "server-only";
import { ownerEmails } from "@/modules/auth/server";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { sendMail } from "@/platform/mail/send";
import { recordHit, usage } from "@/platform/rate-limit/limit";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Tells every active owner, once per UTC day, that today's WhatsApp budget (WHATSAPP_DAILY_CAP)
 * is spent and new buyers' messages wait for tomorrow. Never throws: the messages wait either way.
 */
export async function mailOwnersAboutSpentCap(
  now = new Date(),
): Promise<"sent" | "skipped" | "off" | "failed"> {
  const cfg = config();
  if (!cfg.SMTP_URL) return "off";
  try {
    const once = {
      bucket: "whatsapp-cap-mail",
      key: now.toISOString().slice(0, 10),
      windowMs: DAY_MS,
    };
    await recordHit(once);
    if ((await usage(once)).count > 1) return "skipped";
    const db = await getDb();
    const owners = await ownerEmails(db);
    if (owners.length === 0) return "skipped";
    const link = new URL("/admin/leads", cfg.siteUrl).toString();
    let result: "sent" | "failed" | "off" = "off";
    for (const email of owners) {
      result = await sendMail({
        to: email,
        subject: "WhatsApp daily message limit reached",
        text:
          `Today's ${cfg.WHATSAPP_DAILY_CAP} WhatsApp messages are spent. New price requests are ` +
          "stored as usual, and their messages wait until the limit starts again at midnight UTC. " +
          `If this is unexpected, check the leads for a flood of requests:\n\n${link}\n`,
      });
    }
    return result === "failed" ? "failed" : "sent";
  } catch (e) {
    console.error("Failed to email owners about the spent WhatsApp cap", (e as Error).message);
    return "failed";
  }
}
