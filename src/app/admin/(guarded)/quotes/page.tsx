import { serverAnswer } from "@/modules/auth/server/page-access";
import { QuoteSettingsScreen } from "@/modules/quotes/admin";
import {
  loadQuoteSettings,
  priceCatalogue,
  quoteSettingsView,
} from "@/modules/quotes/server/settings";
import { ServerAnswers } from "@/platform/http/server-answers";

export const metadata = { title: "Quotes" };
export const dynamic = "force-dynamic";

/** The quote settings and every game's list prices, already in the HTML. */
export default async function Page() {
  const settings = await serverAnswer({ price: ["read"] }, "/api/admin/quote-settings", async () =>
    quoteSettingsView(await loadQuoteSettings()),
  );
  const currencies = Object.values(settings)[0]?.currencies ?? [];
  // The screen's query holds the catalogue's games (its endpoint's { games }).
  const catalogues = await Promise.all(
    currencies.map((c) =>
      serverAnswer(
        { lead: ["update"], price: ["read"] },
        `/api/admin/quotes/catalogue?currency=${c}`,
        () => priceCatalogue(c),
      ),
    ),
  );
  return (
    <ServerAnswers answers={Object.assign({}, settings, ...catalogues)}>
      <QuoteSettingsScreen />
    </ServerAnswers>
  );
}
