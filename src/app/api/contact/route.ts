import { contactMessageSchema } from "@/modules/contact/public/validation";
import { storeContactMessage } from "@/modules/contact/server/queries";
import { PUBLIC_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";
import { assertJsonContentType, assertSameSite } from "@/platform/http/same-site";
import { config } from "@/platform/config";
import { checkPerson } from "@/platform/person-check/proof";
import { clientLimits } from "@/platform/rate-limit/client-limits";
import { consumeAll, take, type Limit } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

const siteLimit = (): Limit => ({
  bucket: "contact-site",
  key: "site",
  limit: config().CONTACT_SITE_LIMIT_PER_MINUTE,
  windowMs: 60_000,
});

/** Public write: a contact message, stored with status new. */
export const POST = handle(async (request: Request) => {
  assertSameSite(request);
  assertJsonContentType(request);
  const input = contactMessageSchema.parse(await readJsonBody(request, PUBLIC_JSON_LIMIT));
  // A filled honeypot is a bot: answer as if accepted, store nothing.
  if (input.website) return Response.json({ ok: true }, { status: 201 });
  await consumeAll(clientLimits(request, "contact"), "Too many messages sent");
  // The price request's person check. A failed one is answered as accepted, as a price request
  // is (refusing would lose a real visitor whose browser could not do it, and tell a script what
  // failed), and stored marked as spam: staff see it apart, and it is deleted unread after
  // CONTACT_SPAM_RETENTION_DAYS.
  const checked = (await checkPerson(input)) === "ok";
  // Only checked messages count site-wide, so a flood of failing ones cannot fill it. Past the
  // limit nobody is refused (a few dozen addresses that pass the check could otherwise keep the
  // form shut for everyone): the message is stored apart, with those that failed the check, so a
  // surge does not bury the inbox and staff still read it.
  const spam = !checked || !(await take(siteLimit()));
  await storeContactMessage(input, spam);
  return Response.json({ ok: true }, { status: 201 });
});
