import { adminRoute } from "@/modules/auth/server/guard";
import { enabledLocales, setEnabledLocales } from "@/modules/site/server/languages";
import { siteLanguagesSchema } from "@/modules/site/validation";

export const dynamic = "force-dynamic";

/** The languages the site is shown in (owners). */
export const GET = adminRoute({ permission: { siteLanguages: ["read"] } }, async () =>
  Response.json({ enabled: await enabledLocales() }),
);

/** Turns languages on or off: an off language's pages answer 404 and leave the sitemap. */
export const PUT = adminRoute(
  {
    permission: { siteLanguages: ["update"] },
    body: siteLanguagesSchema,
    audit: { action: "update" },
  },
  async ({ body, audit }) => {
    const before = await enabledLocales();
    const enabled = await setEnabledLocales(body.enabled);
    audit.note({
      entityId: "site-languages",
      changes: { before: { enabled: before.join(", ") }, after: { enabled: enabled.join(", ") } },
    });
    return Response.json({ enabled });
  },
);
