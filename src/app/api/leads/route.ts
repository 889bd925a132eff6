import { createLead } from "@/modules/leads/server/create-lead";
import { leadSchema } from "@/modules/leads/validation";
import { nudgeOutbox } from "@/modules/leads/server/whatsapp/outbox/worker";
import { clientKey } from "@/platform/http/client-ip";
import { PUBLIC_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";
import { consume } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

/** Public write: a price request. 201 only once the lead and its queued WhatsApp message are committed. */
export const POST = handle(async (request: Request) => {
  const input = leadSchema.parse(await readJsonBody(request, PUBLIC_JSON_LIMIT));
  // A filled honeypot is a bot: answer as if accepted, store nothing.
  if (input.website) return Response.json({ ok: true }, { status: 201 });
  await consume(
    { bucket: "leads", key: clientKey(request), limit: 5, windowMs: 10 * 60_000 },
    "Too many price requests sent",
  );
  const lead = await createLead(input);
  nudgeOutbox();
  return Response.json({ ok: true, id: lead.id }, { status: 201 });
});
