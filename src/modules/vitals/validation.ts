import { z } from "zod";
import { splitLocalePath } from "@/platform/i18n/locales";

/**
 * The public pages a report may name, as route patterns: a visitor's path is mapped to one, and
 * anything else (a 404's path, the back office) is refused, so the table holds only these.
 */
const ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, "/"],
  [/^\/shop$/, "/shop"],
  [/^\/shop\/[0-9a-f-]{36}$/, "/shop/[id]"],
  [/^\/blog$/, "/blog"],
  [/^\/blog\/[0-9a-f-]{36}$/, "/blog/[id]"],
  [/^\/(about|contact|faq|shipping|support|warranty)$/, ""],
];

/**
 * The route pattern of a public path in any of the site's languages ("/es/shop" counts as
 * "/shop"), or null when it is not one of the public pages.
 */
export function pageRoute(pathname: string): string | null {
  const { path } = splitLocalePath(pathname);
  for (const [re, route] of ROUTES) if (re.test(path)) return route || path;
  return null;
}

/** The one beacon a visit sends (public/vitals-report.ts): the landing page and its vitals. */
export const vitalsReportSchema = z
  .object({
    path: z.string().max(200),
    /** Largest Contentful Paint, ms. */
    lcp: z.number().finite().min(0).max(120_000).optional(),
    /** Interaction to Next Paint, ms. */
    inp: z.number().finite().min(0).max(120_000).optional(),
    /** Cumulative Layout Shift, unitless. */
    cls: z.number().finite().min(0).max(100).optional(),
  })
  .strict()
  .refine((r) => r.lcp !== undefined || r.inp !== undefined || r.cls !== undefined, {
    message: "No metric reported",
  })
  .transform((r, ctx) => {
    const page = pageRoute(r.path);
    if (!page) {
      ctx.addIssue({ code: "custom", message: "Not a public page", path: ["path"] });
      return z.NEVER;
    }
    return { page, LCP: r.lcp, INP: r.inp, CLS: r.cls };
  });

export type VitalsReport = z.output<typeof vitalsReportSchema>;
