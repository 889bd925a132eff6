"use client";
import { useEffect, useId, useRef, useState } from "react";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { api, ApiError } from "@/platform/http/api-client";
import { readVisitSource } from "./visit-source";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import {
  COUNTRY_CODES,
  digitsOnly,
  leadLocationSchema,
  leadNameSchema,
  numberLengthKind,
  whatsappNumberSchema,
  type CountryCode,
} from "../validation";
import { PlaceAutocomplete } from "./place-autocomplete";
import { useLeadProof } from "./use-lead-proof";
import { useLocale, useTranslations } from "@/platform/i18n/client";
import { translatedMessage } from "@/platform/i18n/validation-message";

/** validation.ts's (and the API's) English messages and their keys in Pricing.errors. */
const ERROR_KEYS = {
  "Please enter a WhatsApp number": "errors.whatsappRequired",
  "Please enter a valid WhatsApp number": "errors.whatsappInvalid",
  "Please enter your name": "errors.nameRequired",
  "Please enter a shorter name": "errors.nameTooLong",
  "Please enter your location": "errors.locationRequired",
  "Please enter a shorter location": "errors.locationTooLong",
} as const;

const HONEYPOT = "Website";

export type Step = "whatsapp" | "name" | "location" | "success";

type Props = {
  gameId: string;
  initialCountryCode: CountryCode;
  mapsKey: string | null;
  step: Step;
  onStep: (s: Step) => void;
  onClose: () => void;
};

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

/** The steps of the pricing dialog. Unmounted on close, which clears every input. */
export function PricingForm({ gameId, initialCountryCode, mapsKey, step, onStep, onClose }: Props) {
  // The geo answer may arrive after the dialog opened; it applies until the visitor picks a code.
  const [chosenCode, setChosenCode] = useState<CountryCode | null>(null);
  const countryCode = chosenCode ?? initialCountryCode;
  const [whatsapp, setWhatsapp] = useState("");
  const [name, setName] = useState("");
  const [location, setLocation] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [placesFailed, setPlacesFailed] = useState(false);
  const focusRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const locationId = useId();
  const leadProof = useLeadProof();
  const t = useTranslations("Pricing");
  const locale = useLocale();
  const tr = (message: string | undefined) => translatedMessage(message, ERROR_KEYS, t);

  useEffect(() => {
    if (step === "success") successRef.current?.focus();
    else focusRef.current?.focus();
  }, [step]);

  const go = (s: Step) => {
    setError(undefined);
    setServerError(undefined);
    onStep(s);
  };

  const submit = async () => {
    const e = firstError(leadLocationSchema.safeParse(location));
    if (e) return setError(tr(e));
    setSubmitting(true);
    setServerError(undefined);
    try {
      await api("/api/leads", {
        method: "POST",
        json: {
          whatsapp,
          countryCode,
          name,
          location,
          gameId,
          website,
          language: locale,
          source: readVisitSource(),
          ...(await leadProof()),
        },
      });
      go("success");
    } catch (err) {
      // The server's own message when it sent one (e.g. the rate limit); otherwise a generic one.
      setServerError(
        err instanceof ApiError && err.code && err.code !== "NETWORK"
          ? tr(err.message)
          : t("somethingWrong"),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (submitting) return;
    if (step === "whatsapp") {
      const kind = numberLengthKind(countryCode, digitsOnly(whatsapp));
      const e =
        tr(firstError(whatsappNumberSchema.safeParse(whatsapp))) ??
        (kind ? t(`errors.${kind}`, { code: countryCode }) : undefined);
      return e ? setError(e) : go("name");
    }
    if (step === "name") {
      const e = tr(firstError(leadNameSchema.safeParse(name)));
      return e ? setError(e) : go("location");
    }
    if (step === "location") void submit();
  };

  if (step === "success") {
    return (
      <div className="space-y-4 py-4 text-center" role="status">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden />
        <h3
          ref={successRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 focus:outline-none"
        >
          {t("thankYou")}
        </h3>
        <p className="text-slate-600">{t("received")}</p>
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    );
  }

  const useAutocomplete = Boolean(mapsKey) && !placesFailed;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("form")} className="space-y-3">
      <p className="text-sm text-slate-500">
        {t("step", { n: step === "whatsapp" ? 1 : step === "name" ? 2 : 3, count: 3 })}
      </p>
      {step === "whatsapp" ? (
        <div className="flex gap-2">
          <Field label={t("countryCode")} className="w-28 shrink-0">
            {(p) => (
              <Select
                {...p}
                aria-invalid={undefined}
                // Calling codes and numbers read left to right on a right-to-left page too.
                dir="ltr"
                value={countryCode}
                onChange={(e) => setChosenCode(e.target.value as CountryCode)}
              >
                {COUNTRY_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("whatsapp")} required error={error} className="flex-1">
            {(p) => (
              <Input
                {...p}
                ref={focusRef}
                type="tel"
                dir="ltr"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t("whatsappPlaceholder")}
                value={whatsapp}
                onChange={(e) => {
                  setWhatsapp(digitsOnly(e.target.value));
                  setError(undefined);
                }}
              />
            )}
          </Field>
        </div>
      ) : null}
      {step === "name" ? (
        <Field label={t("name")} required error={error}>
          {(p) => (
            <Input
              {...p}
              ref={focusRef}
              autoComplete="name"
              placeholder={t("namePlaceholder")}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      ) : null}
      {step === "location" ? (
        useAutocomplete ? (
          <div className="space-y-1">
            <label htmlFor={locationId} className="block text-sm font-medium text-slate-700">
              {t("location")}
              <span aria-hidden className="text-red-600">
                {" "}
                *
              </span>
            </label>
            <PlaceAutocomplete
              apiKey={mapsKey!}
              inputId={locationId}
              invalid={Boolean(error)}
              describedBy={`${locationId}-error`}
              onChange={(a) => {
                setLocation(a);
                setError(undefined);
              }}
              onUnavailable={() => setPlacesFailed(true)}
            />
            {location ? (
              <p className="text-xs text-slate-600">{t("selected", { location })}</p>
            ) : null}
            <p id={`${locationId}-error`} className="min-h-[1rem] text-xs text-red-600">
              {error}
            </p>
          </div>
        ) : (
          <Field label={t("location")} required error={error}>
            {(p) => (
              <Input
                {...p}
                ref={focusRef}
                required
                autoComplete="address-level2"
                placeholder={t("locationPlaceholder")}
                value={location}
                onKeyDown={(e) => {
                  // SPEC.md section 5: Enter never submits from the location field.
                  if (e.key === "Enter") e.preventDefault();
                }}
                onChange={(e) => {
                  setLocation(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
        )
      ) : null}
      {/* A honeypot people never see: its label is for bots, in no language. */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {HONEYPOT}
          <input
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
      </div>
      <div aria-live="polite">{serverError ? <ErrorBox>{serverError}</ErrorBox> : null}</div>
      <div className="flex items-center justify-between gap-2 pt-2">
        {step === "whatsapp" ? (
          <span />
        ) : (
          <Button
            variant="secondary"
            onClick={() => go(step === "location" ? "name" : "whatsapp")}
            disabled={submitting}
          >
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t("back")}
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {step === "location" ? (submitting ? t("submitting") : t("submit")) : t("next")}
        </Button>
      </div>
    </form>
  );
}
