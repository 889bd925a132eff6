import { contactMessages } from "@/modules/contact/schema";
import { contactMessageSchema } from "@/modules/contact/public/validation";
import { getDb } from "@/platform/db/client";
import { clientKey } from "@/platform/http/client-ip";
import { PUBLIC_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";
import { assertJsonContentType, assertSameSite } from "@/platform/http/same-site";
import { consume } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

/** Public write: a contact message, stored with status new (SPEC.md section 7). */
export const POST = handle(async (request: Request) => {
  assertSameSite(request);
  assertJsonContentType(request);
  const input = contactMessageSchema.parse(await readJsonBody(request, PUBLIC_JSON_LIMIT));
  // A filled honeypot is a bot: answer as if accepted, store nothing.
  if (input.website) return Response.json({ ok: true }, { status: 201 });
  await consume(
    { bucket: "contact", key: clientKey(request), limit: 5, windowMs: 10 * 60_000 },
    "Too many messages sent",
  );
  const db = await getDb();
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    company: input.company || null,
    phone: input.phone || null,
    message: input.message,
  });
  return Response.json({ ok: true }, { status: 201 });
});
