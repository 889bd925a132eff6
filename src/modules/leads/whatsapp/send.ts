import "server-only";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { whatsappMessageStatus, type Lead } from "../schema";
import { digitsOnly } from "../validation";
import { loadWhatsappConfig } from "./settings";

const TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { status: "skipped" }
  | { status: "sent"; messageId: string }
  | { status: "failed"; error: string };

type GraphResponse = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/**
 * Sends the configured template to a new lead through the WhatsApp Cloud API and records the
 * outcome. Never throws: the lead is already stored, so a failure only leaves a failed status.
 */
export async function sendLeadTemplate(lead: Pick<Lead, "id" | "whatsapp">): Promise<SendOutcome> {
  const to = digitsOnly(lead.whatsapp);
  let outcome: SendOutcome;
  try {
    const settings = await loadWhatsappConfig();
    if (!settings?.active) return { status: "skipped" };
    if (!settings.accessToken) {
      outcome = {
        status: "failed",
        error: "No access token is stored; enter it again in WhatsApp Settings",
      };
    } else {
      const base = config().WHATSAPP_GRAPH_URL.replace(/\/$/, "");
      const url = `${base}/${encodeURIComponent(settings.apiVersion)}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
      const res = await fetch(url, {
        method: "POST",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to,
          type: "template",
          template: { name: settings.templateName, language: { code: settings.templateLanguage } },
        }),
      });
      const data = (await res.json().catch(() => ({}))) as GraphResponse;
      const messageId = data.messages?.[0]?.id;
      if (res.ok && messageId) outcome = { status: "sent", messageId };
      else
        outcome = {
          status: "failed",
          error: data.error?.message ?? `WhatsApp API answered ${res.status}`,
        };
    }
  } catch (e) {
    outcome = { status: "failed", error: e instanceof Error ? e.message : String(e) };
  }
  await record(lead.id, to, outcome);
  return outcome;
}

async function record(leadId: string, recipient: string, outcome: SendOutcome): Promise<void> {
  if (outcome.status === "skipped") return;
  try {
    const db = await getDb();
    await db
      .insert(whatsappMessageStatus)
      .values({
        recipient,
        leadId,
        status: outcome.status,
        messageId: outcome.status === "sent" ? outcome.messageId : null,
        error: outcome.status === "failed" ? outcome.error.slice(0, 1000) : null,
      })
      .onConflictDoNothing();
  } catch (e) {
    console.warn("Could not record WhatsApp send outcome", e);
  }
}
