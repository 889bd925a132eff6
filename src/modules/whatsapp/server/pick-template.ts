/** A template as the account lists it (name, WhatsApp language code, Meta's approval state). */
export type TemplateOption = { name: string; language: string; status: string };
export type TemplateChoice = { name: string; language: string };

/**
 * The new-lead template for a buyer's language ("es", "pt_BR"…): the configured template in that
 * exact language when approved, else the configured template in its configured (default)
 * language when approved. Before any sync (no list at all) the configured one is trusted as
 * before; with a list and neither approved, null: nothing may be sent.
 */
export function pickTemplate(
  templates: TemplateOption[],
  language: string,
  configured: TemplateChoice,
): TemplateChoice | null {
  if (templates.length === 0) return configured;
  const approved = (lang: string) =>
    templates.find(
      (t) => t.name === configured.name && t.language === lang && t.status === "APPROVED",
    );
  const found = approved(language) ?? approved(configured.language);
  return found ? { name: found.name, language: found.language } : null;
}

const FIRST_NAME_MAX = 20;
/** Letters of any script, with their combining marks, joined at most by an apostrophe or hyphen. */
const FIRST_NAME = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * The only part of the form's name a template may carry: the first word when it is a short run
 * of letters (no digits, links, symbols or line breaks, at most 20 characters), else null. The
 * name is the visitor's free text, and a template goes out from the business's own number.
 */
export function templateFirstName(name: string): string | null {
  const first = name.normalize("NFC").trim().split(/\s+/u)[0] ?? "";
  if (!first || [...first].length > FIRST_NAME_MAX || !FIRST_NAME.test(first)) return null;
  return first;
}

/** Said in place of a name that cannot be used, in the template's language ("Hello there"). */
const NO_NAME: Record<string, string> = {
  en: "there",
  es: "amigo",
  fr: "à vous",
  de: "zusammen",
  pt_BR: "amigo",
  ar: "عميلنا العزيز",
  zh_CN: "朋友",
};

/**
 * A template's body parameters from the lead, in order: {{1}} the buyer's first name (or a
 * neutral word in the template's language, see templateFirstName), {{2}} the game.
 */
export function templateParams(
  count: number,
  lead: { name: string; gameTitle?: string | null },
  language = "en",
): string[] {
  const name = templateFirstName(lead.name) ?? NO_NAME[language] ?? NO_NAME.en!;
  const values = [name, lead.gameTitle ?? "your arcade machine"];
  return Array.from({ length: Math.max(0, count) }, (_, i) => (values[i] ?? "").slice(0, 200));
}
