import { Button } from "@/ui/button";
import { invokes, NativeDialog } from "@/ui/native-dialog";
import { useTranslations } from "@/platform/i18n/client";
import { INITIAL_COUNTRY_CODE } from "../country-codes";
import { PricingSteps } from "./pricing-steps";
import { ATTR, attr } from "@/platform/site-attributes";

const PRICE_DIALOG_ID = "price-dialog";

/**
 * The 'Check Price' button and its pricing dialog, in the page's HTML: the button opens the
 * browser's own dialog as a popover, with the form's first step ready for typing; the
 * site's price-dialog behaviour (src/site-client/price-dialog.ts) walks the steps and sends it.
 */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const t = useTranslations("Pricing");
  return (
    <>
      <Button size="lg" {...invokes(PRICE_DIALOG_ID, "show")} {...attr(ATTR.priceGameId, gameId)}>
        {t("checkPrice")}
      </Button>
      <NativeDialog
        id={PRICE_DIALOG_ID}
        title={t("checkPrice")}
        description={t("dialogDescription", { title: gameTitle })}
        closeLabel={t("close")}
      >
        <div {...attr(ATTR.priceBody, gameId)}>
          <PricingSteps countryCode={INITIAL_COUNTRY_CODE} dialogId={PRICE_DIALOG_ID} />
        </div>
      </NativeDialog>
    </>
  );
}
