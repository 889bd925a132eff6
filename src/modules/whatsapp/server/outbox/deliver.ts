import "server-only";
import { config } from "@/platform/config";
import type { OutboxMessage } from "../../schema";
import type { WhatsappConfig } from "../settings";
import { parseRetryAfter } from "./backoff";

/**
 * What the Graph API made of one send: accepted, worth retrying, refused for good, or unknown:
 * the request went out but no answer came (timeout, reset), so Meta may have accepted it.
 */
export type Delivery =
  | { kind: "accepted"; waMessageId: string | null }
  | { kind: "retry"; error: string; code?: number; retryAfterMs?: number; unsent?: boolean }
  | { kind: "uncertain"; error: string }
  | { kind: "permanent"; error: string; code?: number };

/** Connection errors that prove the request never reached the API (nothing could be accepted). */
const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function errorCode(e: unknown): string | undefined {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

type GraphAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

type Outgoing = Pick<
  OutboxMessage,
  "recipient" | "kind" | "body" | "templateName" | "templateLanguage" | "templateParams"
> & { document?: OutboxMessage["document"]; templateButtons?: OutboxMessage["templateButtons"] };

/** The Cloud API body: a free-form text, or a template (the configured one unless chosen). */
function messageBody(settings: WhatsappConfig, m: Outgoing) {
  const base = { messaging_product: "whatsapp", to: m.recipient };
  if (m.kind === "text")
    return { ...base, type: "text", text: { body: m.body ?? "", preview_url: false } };
  if (m.kind === "document" && m.document)
    return {
      ...base,
      type: "document",
      document: {
        link: m.document.link,
        filename: m.document.filename,
        ...(m.document.caption ? { caption: m.document.caption } : {}),
      },
    };
  const params = m.templateParams ?? [];
  const header = m.document
    ? [
        {
          type: "header",
          parameters: [
            {
              type: "document",
              document: { link: m.document.link, filename: m.document.filename },
            },
          ],
        },
      ]
    : [];
  const buttons = (m.templateButtons ?? []).map((text, index) => ({
    type: "button",
    sub_type: "url",
    index: String(index),
    parameters: [{ type: "text", text }],
  }));
  const components = [
    ...header,
    ...(params.length
      ? [{ type: "body", parameters: params.map((p) => ({ type: "text", text: p })) }]
      : []),
    ...buttons,
  ];
  return {
    ...base,
    type: "template",
    template: {
      name: m.templateName ?? settings.templateName,
      language: { code: m.templateLanguage ?? settings.templateLanguage },
      ...(components.length ? { components } : {}),
    },
  };
}

/** Sends one outbox message once. 429, 5xx, timeouts and connection errors are retryable. */
export async function deliverMessage(
  settings: WhatsappConfig & { accessToken: string },
  message: Outgoing,
  now: Date,
): Promise<Delivery> {
  const base = config().WHATSAPP_GRAPH_URL.replace(/\/$/, "");
  const url = `${base}/${encodeURIComponent(settings.apiVersion)}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      signal: AbortSignal.timeout(config().WHATSAPP_TIMEOUT_MS),
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(messageBody(settings, message)),
    });
  } catch (e) {
    if (e instanceof Error && e.name === "TimeoutError")
      return { kind: "uncertain", error: "WhatsApp API did not answer in time" };
    const code = errorCode(e);
    // No code: fetch refused before any socket opened (a bad URL or port).
    if (!code || NOT_SENT.has(code))
      return { kind: "retry", error: "Could not reach the WhatsApp API", unsent: true };
    // A reset or a closed socket after the request was written: it may have been accepted.
    return {
      kind: "uncertain",
      error: "The connection to the WhatsApp API broke before it answered",
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
