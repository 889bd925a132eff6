"use client";
import { useQuery } from "@tanstack/react-query";
import { useCan } from "@/modules/auth/admin";
import { useServerAnswers } from "@/platform/http/server-answers";
import { LoadError } from "@/ui/alert";
import { ScreenHeader } from "@/ui/screen-header";
import { Skeleton } from "@/ui/skeleton";
import { bpToPercent } from "../totals";
import { GamePrices } from "./game-prices";
import { QuoteSettingsForm } from "./quote-settings-form";
import { quoteQueries, SETTINGS_STALE_MS, type QuoteSettingsView } from "./quotes-api";

/** /admin/quotes: the owner's quote settings and every game's list prices. */
export function QuoteSettingsScreen() {
  const canConfigure = useCan({ quote: ["configure"] });
  const answer = useServerAnswers();
  const settings = useQuery({
    ...quoteQueries.settings(),
    ...answer<QuoteSettingsView>("/api/admin/quote-settings", SETTINGS_STALE_MS),
  });
  return (
    <div className="space-y-6">
      <ScreenHeader title="Quotes" />
      {settings.isError ? (
        <LoadError
          message="Failed to load the quote settings"
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <>
          <section
            aria-labelledby="quote-settings-title"
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="quote-settings-title" className="mb-3 text-base font-semibold text-slate-900">
              Settings
            </h2>
            {canConfigure ? (
              <QuoteSettingsForm initial={settings.data} />
            ) : (
              <p className="text-sm text-slate-600">
                Currencies: {settings.data.currencies.join(", ")}. A quote more than{" "}
                {bpToPercent(settings.data.approvalThresholdBp)}% under its list prices (unit prices
                and discounts together) needs an owner&apos;s approval, as does a line priced by
                hand above the owner&apos;s amount for its currency. Quotes are valid{" "}
                {settings.data.defaultValidDays} days.
              </p>
            )}
          </section>
          <section
            aria-labelledby="list-prices-title"
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="list-prices-title" className="mb-3 text-base font-semibold text-slate-900">
              List prices
            </h2>
            <GamePrices currencies={settings.data.currencies} />
          </section>
        </>
      )}
    </div>
  );
}
