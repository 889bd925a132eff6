/**
 * The public forms' rules (zod, and libphonenumber's lengths for the price request) in a worker of
 * their own, built to /_site by scripts/build/site.mjs: loading and running them never holds the
 * page's main thread, so the visitor's keys and taps are answered while they arrive.
 */
import { checkContact } from "./contact-rules";
import { checkLead } from "./lead-rules";
import type { RulesAsk } from "./form-rules";

addEventListener("message", (e: MessageEvent<RulesAsk>) => {
  const { id, form, values } = e.data;
  postMessage({ id, answer: form === "lead" ? checkLead(values) : checkContact(values) });
});
