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

/** A template's body parameters from the lead, in order: {{1}} the name, {{2}} the game. */
export function templateParams(
  count: number,
  lead: { name: string; gameTitle?: string | null },
): string[] {
  const values = [lead.name, lead.gameTitle ?? "your arcade machine"];
  return Array.from({ length: Math.max(0, count) }, (_, i) => (values[i] ?? "").slice(0, 200));
}
