import { loadWebhookConfig, loadWhatsappConfig } from "@/modules/whatsapp/server/settings";
import {
  signatureMatches,
  signatureWellFormed,
  verifyTokenMatches,
} from "@/modules/whatsapp/server/webhook";
import { storeWebhook } from "@/modules/whatsapp/server/inbox/store";
import { nudgeInbox } from "@/modules/whatsapp/server/inbox/worker";
import { MiB, readBodyBytes } from "@/platform/http/read-body";
import { errorJson, handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/**
 * Meta documents webhook payloads of up to 3 MB (it batches up to a thousand updates in one):
 * anything larger is not Meta's and is refused as it streams, never held whole.
 */
const WEBHOOK_LIMIT = 3 * MiB;

/** Meta's subscription handshake: echo hub.challenge when the verify token matches. */
export const GET = handle(async (request: Request) => {
  const q = new URL(request.url).searchParams;
  const settings = await loadWhatsappConfig();
  const ok =
    q.get("hub.mode") === "subscribe" &&
    verifyTokenMatches(q.get("hub.verify_token"), settings?.verifyToken);
  if (!ok)
    return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain" } });
  return new Response(q.get("hub.challenge") ?? "", {
    status: 200,
    headers: { "content-type": "text/plain" },
  });
});

/**
 * Delivery statuses, buyers' messages and template approvals, accepted only when signed with the stored app secret over the raw
 * bytes. Without a readable app secret nothing can be verified, so every POST is refused: the
 * settings screen says so.
 */
export const POST = handle(async (request: Request) => {
  // Refused before a byte of the body is read: nothing to verify with, or no signature of Meta's form.
  const signature = request.headers.get("x-hub-signature-256");
  const settings = await loadWebhookConfig();
  if (!settings?.appSecret) {
    console.warn(
      settings?.secretsUnreadable
        ? "WhatsApp webhook refused: the stored app secret cannot be decrypted (SECRETS_KEY or AUTH_SECRET changed); enter it again"
        : "WhatsApp webhook refused: no app secret is saved in WhatsApp Settings",
    );
    return refuse(request);
  }
  if (!signatureWellFormed(signature)) return refuse(request);
  const raw = await readBodyBytes(request, WEBHOOK_LIMIT);
  if (!signatureMatches(raw, signature, settings.appSecret))
    return errorJson("Invalid signature", "FORBIDDEN", 403);
  const text = new TextDecoder().decode(raw);
  try {
    JSON.parse(text);
  } catch {
    return errorJson("Invalid JSON body", "INVALID_JSON", 400);
  }
  // Stored as received and applied after the answer (inbox worker), so storage, new leads and
  // file downloads never keep Meta waiting (it retries what is not answered 200 quickly).
  await storeWebhook(text);
  nudgeInbox();
  return Response.json({ ok: true });
});

/** 403 without reading the body: it is cancelled, so the sender's upload stops here. */
async function refuse(request: Request): Promise<Response> {
  await request.body?.cancel().catch(() => undefined);
  return errorJson("Invalid signature", "FORBIDDEN", 403);
}
