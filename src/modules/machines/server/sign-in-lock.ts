import "server-only";
import { ownerEmails } from "@/modules/auth/server";
import { recordAudit } from "@/platform/audit/record";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { clientIp } from "@/platform/http/client-ip";
import { sendMail } from "@/platform/mail/send";
import type { Operator } from "../schema";

/**
 * Tells staff that an operator's portal sign-in was locked after too many wrong codes: an entry
 * in the activity trail, and an email to every active owner (someone may be guessing the codes of
 * a venue they know the number of). Never throws: the lock holds either way.
 */
export async function tellStaffOfSignInLock(
  request: Request,
  operator: Operator,
  wrongTries: number,
  until: Date,
): Promise<void> {
  await recordAudit({
    actor: { id: null, email: null },
    ip: clientIp(request),
    entity: "operator",
    entityId: operator.id,
    action: "sign-in-locked",
    changes: {
      before: null,
      after: { company: operator.company, wrongTries, lockedUntil: until.toISOString() },
    },
  });
  const cfg = config();
  if (!cfg.SMTP_URL) return;
  try {
    const db = await getDb();
    const owners = await ownerEmails(db);
    const link = new URL("/admin/machines", cfg.siteUrl).toString();
    for (const email of owners)
      await sendMail({
        to: email,
        subject: `Portal sign-in locked for ${operator.company}`,
        text:
          `${wrongTries} wrong sign-in codes were entered for ${operator.company} within 24 hours, ` +
          `so nobody can sign in to the operator portal as them until ${until.toUTCString()}. ` +
          "The operator was told too. If they did not mistype the codes themselves, someone " +
          `may be guessing: check the portal sign-ins in the activity trail.\n\n${link}\n`,
      });
  } catch (e) {
    console.error("Failed to email owners about a locked portal sign-in", (e as Error).message);
  }
}
