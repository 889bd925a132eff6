import { z } from "zod";
import { DEFAULT_LOCALE, LOCALE_CODES } from "@/platform/i18n/locales";

/** The owner's choice of languages; English, the default at the plain URLs, stays on. */
export const siteLanguagesSchema = z.object({
  enabled: z
    .array(z.enum(LOCALE_CODES, { message: "Unknown language" }))
    .max(LOCALE_CODES.length)
    .refine((codes) => codes.includes(DEFAULT_LOCALE), {
      message: "English is the site's default language and cannot be turned off",
    }),
});

export type SiteLanguagesInput = z.input<typeof siteLanguagesSchema>;
