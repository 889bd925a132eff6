"use client";
import { useEffect, useRef } from "react";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { useTranslations } from "@/platform/i18n/client";
import {
  COUNTRY_CODES,
  digitsOnly,
  INITIAL_COUNTRY_CODE,
  type CountryCode,
} from "../country-codes";
import { CountryCodeOptions } from "./country-code-options";

export type FirstStepValues = { countryCode: CountryCode; whatsapp: string };

/** What the visitor entered in the first step's form (typed before the app ran too). */
function readFirstStep(form: HTMLFormElement): FirstStepValues {
  const data = new FormData(form);
  const code = String(data.get("countryCode") ?? "");
  return {
    countryCode: (COUNTRY_CODES as readonly string[]).includes(code)
      ? (code as CountryCode)
      : INITIAL_COUNTRY_CODE,
    whatsapp: digitsOnly(String(data.get("whatsapp") ?? "")),
  };
}

/**
 * The pricing form's first step as the page's own HTML, the same fields and texts as
 * pricing-form.tsx's, so 'Check Price' opens a form ready for typing before the app or the form's
 * code has arrived. On Next it hands what was typed to the real form, which checks it.
 */
export function PricingFirstStep({
  countryCode,
  onNext,
}: {
  /** The visitor's calling code once /api/geo answered; it applies until the visitor picks one. */
  countryCode: CountryCode;
  onNext: (values: FirstStepValues) => void;
}) {
  const t = useTranslations("Pricing");
  const select = useRef<HTMLSelectElement>(null);
  // The code last set here: a select showing another one was picked by the visitor (before the app
  // ran too), and stays.
  const applied = useRef<string>(INITIAL_COUNTRY_CODE);
  useEffect(() => {
    const s = select.current;
    if (!s || s.value !== applied.current) return;
    s.value = countryCode;
    applied.current = countryCode;
  }, [countryCode]);
  return (
    <form
      // Without any script a native submit must not put the number in a URL (and server logs).
      method="post"
      // Tells this step apart from the app's form (the same fields) in tests.
      data-first-step=""
      onSubmit={(e) => {
        e.preventDefault();
        onNext(readFirstStep(e.currentTarget));
      }}
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
              ref={select}
              name="countryCode"
              defaultValue={INITIAL_COUNTRY_CODE}
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
              // The browser focuses it when it opens the dialog by itself; the app, by data-autofocus.
              autoFocus
              data-autofocus
              // The input keeps digits only.
              onChange={(e) => {
                const digits = digitsOnly(e.target.value);
                if (digits !== e.target.value) e.target.value = digits;
              }}
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
