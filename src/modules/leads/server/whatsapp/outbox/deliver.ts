import "server-only";
import { config } from "@/platform/config";
import type { WhatsappConfig } from "../settings";
import { parseRetryAfter } from "./backoff";

const TIMEOUT_MS = 10_000;

/** What the Graph API made of one send: accepted, worth retrying, or refused for good. */
export type Delivery =
  | { kind: "accepted"; waMessageId: string }
  | { kind: "retry"; error: string; code?: number; retryAfterMs?: number }
  | { kind: "permanent"; error: string; code?: number };

type GraphAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/** Sends the configured template once. 429, 5xx, timeouts and connection errors are retryable. */
export async function deliverTemplate(
  settings: WhatsappConfig & { accessToken: string },
  to: string,
  now: Date,
): Promise<Delivery> {
  const base = config().WHATSAPP_GRAPH_URL.replace(/\/$/, "");
  const url = `${base}/${encodeURIComponent(settings.apiVersion)}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
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
  } catch (e) {
    const timedOut = e instanceof Error && e.name === "TimeoutError";
    return {
      kind: "retry",
      error: timedOut ? "WhatsApp API did not answer in time" : "Could not reach the WhatsApp API",
    };
  }
  const data = (await res.json().catch(() => ({}))) as GraphAnswer;
  const waMessageId = data.messages?.[0]?.id;
  if (res.ok && waMessageId) return { kind: "accepted", waMessageId };
  // Accepted without an id: sending again could reach the person twice, so it is not retried.
  if (res.ok) return { kind: "permanent", error: "WhatsApp API answered without a message id" };
  const error = (data.error?.message ?? `WhatsApp API answered ${res.status}`).slice(0, 1000);
  const code = typeof data.error?.code === "number" ? data.error.code : undefined;
  if (res.status === 429 || res.status >= 500) {
    const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), now);
    return { kind: "retry", error, code, retryAfterMs };
  }
  return { kind: "permanent", error, code };
}
