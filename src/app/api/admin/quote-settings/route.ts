import { adminRoute } from "@/modules/auth/server/guard";
import {
  loadQuoteSettings,
  offeredCurrencies,
  saveQuoteSettings,
} from "@/modules/quotes/server/settings";
import { quoteSettingsBodySchema } from "@/modules/quotes/validation";

export const dynamic = "force-dynamic";

const view = (s: Awaited<ReturnType<typeof loadQuoteSettings>>) => ({
  currencies: offeredCurrencies(s),
  approvalThresholdBp: s.approvalThresholdBp,
  customLineApprovalMinor: s.customLineApprovalMinor,
  defaultValidDays: s.defaultValidDays,
  defaultTerms: s.defaultTerms,
  whatsappTemplate: s.whatsappTemplate,
});

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
