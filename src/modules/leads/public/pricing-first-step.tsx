import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { useTranslations } from "@/platform/i18n/client";
import type { CountryCode } from "../country-codes";
import { CountryCodeOptions } from "./country-code-options";

/**
 * The pricing form's first step as the page's own HTML, the same fields and texts as
 * pricing-form.tsx's, so 'Check Price' opens a form ready for typing. On Next the site's
 * price-dialog behaviour hands what was typed to the whole form, which checks it.
 */
export function PricingFirstStep({ countryCode }: { countryCode: CountryCode }) {
  const t = useTranslations("Pricing");
  return (
    <form
      // Without any script a native submit must not put the number in a URL (and server logs).
      method="post"
      // Tells this step apart from the app's form (the same fields) in tests.
      data-first-step=""
      noValidate
      aria-label={t("form")}
      className="space-y-3"
    >
      <p className="text-sm text-slate-500">{t("step", { n: 1, count: 3 })}</p>
      <div className="flex gap-2">
        <Field label={t("countryCode")} className="w-28 shrink-0">
          {(p) => (
            <Select
              {...p}
              aria-invalid={undefined}
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
              // The browser focuses it when it opens the dialog.
              autoFocus
              data-autofocus
              data-digits-only=""
            />
          )}
        </Field>
      </div>
      <div className="flex items-center justify-between gap-2 pt-2">
        <span />
        <Button type="submit">{t("next")}</Button>
      </div>
    </form>
  );
}
