import { adminRoute } from "@/modules/auth/server/guard";
import {
  loadQuoteSettings,
  quoteSettingsView,
  saveQuoteSettings,
} from "@/modules/quotes/server/settings";
import { quoteSettingsBodySchema } from "@/modules/quotes/validation";

export const dynamic = "force-dynamic";

const view = quoteSettingsView;

/** Currencies, the discount approval threshold and the defaults of a new quote. */
export const GET = adminRoute({ permission: { price: ["read"] } }, async () =>
  Response.json(view(await loadQuoteSettings())),
);

export const PUT = adminRoute<Record<string, string>, typeof quoteSettingsBodySchema>(
  {
    permission: { quote: ["configure"] },
    body: quoteSettingsBodySchema,
    audit: { entity: "quote-settings", snapshot: async () => view(await loadQuoteSettings()) },
  },
  async ({ body }) => Response.json(view(await saveQuoteSettings(body))),
);
