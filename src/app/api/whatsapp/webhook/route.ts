import { loadWhatsappConfig } from "@/modules/leads/whatsapp/settings";
import { recordStatusUpdates, signatureMatches } from "@/modules/leads/whatsapp/webhook";
import { errorJson, handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Meta's subscription handshake: echo hub.challenge when the verify token matches. */
export const GET = handle(async (request: Request) => {
  const q = new URL(request.url).searchParams;
  const settings = await loadWhatsappConfig();
  const ok =
    q.get("hub.mode") === "subscribe" &&
    Boolean(settings?.verifyToken) &&
    q.get("hub.verify_token") === settings?.verifyToken;
  if (!ok)
    return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain" } });
  return new Response(q.get("hub.challenge") ?? "", {
    status: 200,
    headers: { "content-type": "text/plain" },
  });
});

/** Delivery status updates; signed with the app secret when one is configured. */
export const POST = handle(async (request: Request) => {
  const raw = await request.text();
  const settings = await loadWhatsappConfig();
  if (
    settings?.appSecret &&
    !signatureMatches(raw, request.headers.get("x-hub-signature-256"), settings.appSecret)
  ) {
    return errorJson("Invalid signature", "FORBIDDEN", 403);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return errorJson("Invalid JSON", "VALIDATION", 400);
  }
  const stored = await recordStatusUpdates(payload);
  return Response.json({ ok: true, stored });
});
