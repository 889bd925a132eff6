import { loadWebhookConfig, loadWhatsappConfig } from "@/modules/whatsapp/server/settings";
import { signatureMatches, verifyTokenMatches } from "@/modules/whatsapp/server/webhook";
import { storeWebhook } from "@/modules/whatsapp/server/inbox/store";
import { nudgeInbox } from "@/modules/whatsapp/server/inbox/worker";
import { MiB, readBodyBytes } from "@/platform/http/read-body";
import { errorJson, handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Meta batches status updates; its webhook payloads stay well under this. */
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
  const raw = await readBodyBytes(request, WEBHOOK_LIMIT);
  const settings = await loadWebhookConfig();
  if (!settings?.appSecret) {
    console.warn(
      settings?.secretsUnreadable
        ? "WhatsApp webhook refused: the stored app secret cannot be decrypted (SECRETS_KEY or AUTH_SECRET changed); enter it again"
        : "WhatsApp webhook refused: no app secret is saved in WhatsApp Settings",
    );
    return errorJson("Invalid signature", "FORBIDDEN", 403);
  }
  if (!signatureMatches(raw, request.headers.get("x-hub-signature-256"), settings.appSecret))
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
