import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { Button } from "@/ui/button";
import { Honeypot } from "@/ui/honeypot";
import { Field, Input, Select } from "@/ui/field";
import { invokes } from "@/ui/native-dialog";
import { useTranslations } from "@/platform/i18n/client";
import type { CountryCode } from "../country-codes";
import { CountryCodeOptions } from "./country-code-options";
import { ATTR, attr } from "@/platform/site-attributes";

/**
 * The pricing form, every step of it in the page's HTML: the number, the name, the place, and the
 * thanks. The site's price-dialog behaviour (src/site-client/price-dialog.ts) shows one step at a
 * time, checks each with the rules POST /api/leads applies, and sends the request; without any
 * script the first step shows and nothing is sent.
 */
export function PricingSteps({
  countryCode,
  dialogId,
}: {
  countryCode: CountryCode;
  /** The dialog the thanks' Close button closes. */
  dialogId: string;
}) {
  const t = useTranslations("Pricing");
  const stepLabel = (n: number) => (
    <p className="text-sm text-slate-500">{t("step", { n, count: 3 })}</p>
  );
  return (
    <>
      <form
        // Without any script a native submit must not put the number in a URL (and server logs).
        method="post"
        {...attr(ATTR.priceForm)}
        noValidate
        aria-label={t("form")}
        className="space-y-3"
      >
        <div {...attr(ATTR.priceStep, "whatsapp")} className="space-y-3">
          {stepLabel(1)}
          <div className="flex gap-2">
            <Field label={t("countryCode")} className="w-28 shrink-0">
              {(p) => (
                <Select
                  {...p}
                  aria-invalid={undefined}
                  // Calling codes and numbers read left to right on a right-to-left page too.
                  dir="ltr"
                  name="countryCode"
                  defaultValue={countryCode}
                >
                  <CountryCodeOptions />
                </Select>
              )}
            </Field>
            <Field label={t("whatsapp")} required className="flex-1">
              {(p) => (
                <Input
                  {...p}
                  name="whatsapp"
                  type="tel"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t("whatsappPlaceholder")}
                  required
                  // The browser focuses it when it opens the dialog.
                  autoFocus
                  {...attr(ATTR.priceDigitsOnly)}
                />
              )}
            </Field>
          </div>
        </div>
        <div {...attr(ATTR.priceStep, "name")} className="space-y-3" hidden>
          {stepLabel(2)}
          <Field label={t("name")} required>
            {(p) => (
              <Input
                {...p}
                name="name"
                autoComplete="name"
                placeholder={t("namePlaceholder")}
                required
              />
            )}
          </Field>
        </div>
        <div {...attr(ATTR.priceStep, "location")} className="space-y-3" hidden>
          {stepLabel(3)}
          <Field label={t("location")} required>
            {(p) => (
              <Input
                {...p}
                name="location"
                autoComplete="address-level2"
                placeholder={t("locationPlaceholder")}
                required
                // Enter never submits from the place field (the behaviour holds it).
                {...attr(ATTR.priceNoEnter)}
              />
            )}
          </Field>
        </div>
        <Honeypot />
        <div aria-live="polite">
          <div
            {...attr(ATTR.priceFormError)}
            role="alert"
            hidden
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
          />
        </div>
        <div className="flex items-center justify-between gap-2 pt-2">
          <Button variant="secondary" {...attr(ATTR.priceBack)} hidden>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t("back")}
          </Button>
          <Button
            type="submit"
            className="ms-auto"
            {...attr(ATTR.priceNext, t("next"))}
            {...attr(ATTR.priceSubmit, t("submit"))}
            {...attr(ATTR.priceSubmitting, t("submitting"))}
          >
            {t("next")}
          </Button>
        </div>
      </form>
      <div
        {...attr(ATTR.priceStep, "success")}
        className="space-y-4 py-4 text-center"
        role="status"
        hidden
      >
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden />
        <h3 tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
          {t("thankYou")}
        </h3>
        <p className="text-slate-600">{t("received")}</p>
        <Button {...invokes(dialogId, "hide")}>{t("close")}</Button>
      </div>
    </>
  );
}
