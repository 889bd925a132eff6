import "server-only";
import type { Db } from "@/platform/db/open";
import type { Lead } from "@/modules/leads/schema";
import { whatsappOutbox } from "../schema";

/** The demo leads' template messages: most delivered or read, some sent, a few failed. */
export async function seedMessages(tx: Db, demoLeads: Lead[]) {
  if (demoLeads.length === 0) return;
  const states = ["read", "read", "delivered", "sent", "failed"] as const;
  await tx.insert(whatsappOutbox).values(
    demoLeads.map((l, i) => ({
      leadId: l.id,
      recipient: l.whatsapp.replace(/\D/g, ""),
      state: states[i % states.length]!,
      attempts: 1,
      sentAt: states[i % states.length] === "failed" ? null : l.createdAt,
      error: states[i % states.length] === "failed" ? "Demo: number not on WhatsApp" : null,
      createdAt: l.createdAt,
    })),
  );
}
