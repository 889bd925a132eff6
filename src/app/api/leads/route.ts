import { createLead } from "@/modules/leads/server/create-lead";
import { checkPerson } from "@/platform/person-check/proof";
import { leadSchema } from "@/modules/leads/validation";
import { config } from "@/platform/config";
import { PUBLIC_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";
import { assertJsonContentType, assertSameSite } from "@/platform/http/same-site";
import { clientLimits } from "@/platform/rate-limit/client-limits";
import { consumeAll, take, type Limit } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

const siteLimit = (): Limit => ({
  bucket: "leads-site",
  key: "site",
  limit: config().LEAD_SITE_LIMIT_PER_MINUTE,
  windowMs: 60_000,
});

/** Public write: a price request. 201 only once the lead and its WhatsApp message row are committed. */
export const POST = handle(async (request: Request) => {
  assertSameSite(request);
  assertJsonContentType(request);
  const input = leadSchema.parse(await readJsonBody(request, PUBLIC_JSON_LIMIT));
  // A filled honeypot is a bot: answer as if accepted, store nothing.
  if (input.website) return Response.json({ ok: true }, { status: 201 });
  await consumeAll(clientLimits(request, "leads"), "Too many price requests sent");
  // A failed check still stores the lead (a real buyer with an odd browser is not lost) but
  // sends nothing automatically: staff see the lead and may Resend.
  const verified = (await checkPerson(input)) === "ok";
  // Only checked requests count site-wide, so a flood of failing ones cannot shut the form; past
  // the limit a checked buyer is still stored and answered, the message held for an owner.
  const siteBusy = verified && !(await take(siteLimit()));
  const lead = await createLead(input, { unverified: !verified, siteBusy });
  return Response.json({ ok: true, id: lead.id }, { status: 201 });
});
