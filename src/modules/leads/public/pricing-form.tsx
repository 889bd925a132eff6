"use client";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useWatch, type FieldPath } from "react-hook-form";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { api, ApiError } from "@/platform/http/api-client";
import { readVisitSource } from "./visit-source";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import {
  COUNTRY_CODES,
  digitsOnly,
  leadFormSchema,
  numberLengthMessage,
  type CountryCode,
  type LeadFormValues,
  type NumberLengthKind,
} from "../validation";
import { PlaceAutocomplete } from "./place-autocomplete";
import { usePersonProof } from "@/platform/person-check/use-proof";
import * as proofFinder from "@/platform/person-check/find-proof";
import type { Carried } from "./price-dialog";
import { useLocale, useTranslations } from "@/platform/i18n/client";
import { translatedMessage } from "@/platform/i18n/validation-message";
import { CountryCodeOptions } from "./country-code-options";

// The dialog's code arrives at idle with the person check's search in it: opening fetches no script.
const bundledFinder = () => Promise.resolve(proofFinder);
/** The person check's search (platform/person-check/find-proof.ts). */
export type Finder = typeof proofFinder;

/** validation.ts's (and the API's) English messages and their keys in Pricing.errors. */
const ERROR_KEYS = {
  "Please enter a WhatsApp number": "errors.whatsappRequired",
  "Please enter a valid WhatsApp number": "errors.whatsappInvalid",
  "Please enter your name": "errors.nameRequired",
  "Please enter a shorter name": "errors.nameTooLong",
  "Please enter your location": "errors.locationRequired",
  "Please enter a shorter location": "errors.locationTooLong",
} as const;

/** validation.ts's number-length sentences ("This number is too short for +44"), by their text. */
const LENGTH_MESSAGES = new Map(
  COUNTRY_CODES.flatMap((code) =>
    (["tooShort", "tooLong", "notValid"] as NumberLengthKind[]).map(
      (kind) => [numberLengthMessage(kind, code), { kind, code }] as const,
    ),
  ),
);

const HONEYPOT = "Website";

export type Step = "whatsapp" | "name" | "location" | "success";
type FormStep = Exclude<Step, "success">;
type FieldName = FieldPath<LeadFormValues>;

/** The fields each step checks and shows; a server error on a field reopens its step. */
const STEP_FIELDS: Record<FormStep, FieldName[]> = {
  whatsapp: ["whatsapp", "countryCode"],
  name: ["name"],
  location: ["location"],
};
const stepOf = (field: string) =>
  (Object.keys(STEP_FIELDS) as FormStep[]).find((s) =>
    (STEP_FIELDS[s] as string[]).includes(field),
  );

type Props = {
  gameId: string;
  /** The dialog is open (the form waits mounted in it while closed). */
  open: boolean;
  initialCountryCode: CountryCode;
  /** The first step as typed in the page's own HTML (pricing-first-step.tsx), to check and go on. */
  carried: Carried | null;
  mapsKey: string | null;
  step: Step;
  onStep: (s: Step) => void;
  onClose: () => void;
  /** The person check's search, when the page started it as the dialog opened. */
  finder?: () => Promise<Finder>;
};

/**
 * The steps of the pricing dialog: react-hook-form over validation.ts's leadFormSchema (the rules
 * POST /api/leads parses), each step checking only its own fields. Unmounted on close, which
 * clears every input.
 */
export function PricingForm({
  gameId,
  open,
  initialCountryCode,
  carried,
  mapsKey,
  step,
  onStep,
  onClose,
  finder = bundledFinder,
}: Props) {
  const form = useSchemaForm(leadFormSchema, {
    defaultValues: {
      whatsapp: carried?.whatsapp ?? "",
      countryCode: carried?.countryCode ?? initialCountryCode,
      name: "",
      location: "",
      website: "",
    },
  });
  const { register, control, trigger, getValues, setValue, setError, clearErrors, setFocus } = form;
  const { errors } = form.formState;
  const location = useWatch({ control, name: "location" });
  // The geo answer may arrive after the dialog opened; it applies until the visitor picks a code.
  const chosenCode = useRef(Boolean(carried && carried.countryCode !== initialCountryCode));
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [placesFailed, setPlacesFailed] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const locationId = useId();
  const leadProof = usePersonProof(open, finder);
  const t = useTranslations("Pricing");
  const locale = useLocale();
  /** A schema's or the server's English message in the page's language. */
  const tr = (message: string | undefined) => {
    const length = message ? LENGTH_MESSAGES.get(message) : undefined;
    if (length) return t(`errors.${length.kind}`, { code: length.code });
    return translatedMessage(message, ERROR_KEYS, t);
  };
  const fieldError = (name: FieldName) => tr(errors[name]?.message);

  useEffect(() => {
    if (!chosenCode.current) setValue("countryCode", initialCountryCode);
  }, [initialCountryCode, setValue]);

  useEffect(() => {
    if (step === "success") successRef.current?.focus();
    else setFocus(STEP_FIELDS[step][0]!);
  }, [step, setFocus]);

  // The visitor pressed Next in the first step's HTML: check it and go on as this form's Next does.
  const advanced = useRef(false);
  useEffect(() => {
    if (!carried?.advance || advanced.current) return;
    advanced.current = true;
    void trigger(STEP_FIELDS.whatsapp).then((valid) => {
      if (valid) onStep("name");
    });
  }, [carried, trigger, onStep]);

  const go = (s: Step) => {
    clearErrors();
    setServerError(undefined);
    onStep(s);
  };

  const submit = async () => {
    setSubmitting(true);
    setServerError(undefined);
    try {
      const { whatsapp, countryCode, name, location, website } = getValues();
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
      // A field the server refused is shown on that field, on its step; other field messages
      // (the game, the proof) and every other answer go to the box below the form.
      const shown: FieldName[] = [];
      showServerErrors<LeadFormValues>(err, (path, e) => {
        const field = path as FieldName;
        if (!stepOf(field)) return;
        shown.push(field);
        setError(field, e);
      });
      const back = shown.map(stepOf).find((s) => s && s !== step);
      if (back) onStep(back);
      if (shown.length) return;
      // The server's own message when it sent one (e.g. the rate limit); otherwise a generic one.
      setServerError(
        err instanceof ApiError && err.code && err.code !== "NETWORK"
          ? tr(err.message)
          : t("somethingWrong"),
      );
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (step === "success" || busy.current) return;
    busy.current = true;
    const valid = await trigger(STEP_FIELDS[step]);
    if (!valid || step !== "location") {
      busy.current = false;
      if (valid) go(step === "whatsapp" ? "name" : "location");
      return;
    }
    await submit();
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
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t("form")}
      className="space-y-3"
    >
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
                {...register("countryCode", {
                  onChange: () => {
                    chosenCode.current = true;
                  },
                })}
              >
                <CountryCodeOptions />
              </Select>
            )}
          </Field>
          <Field
            label={t("whatsapp")}
            required
            error={fieldError("whatsapp") ?? fieldError("countryCode")}
            className="flex-1"
          >
            {(p) => (
              <Controller
                control={control}
                name="whatsapp"
                render={({ field }) => (
                  <Input
                    {...p}
                    ref={field.ref}
                    name={field.name}
                    type="tel"
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    placeholder={t("whatsappPlaceholder")}
                    // What check-price.tsx focuses when it opens the dialog.
                    data-autofocus
                    // The input keeps digits only.
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      field.onChange(digitsOnly(e.target.value));
                      clearErrors("whatsapp");
                    }}
                  />
                )}
              />
            )}
          </Field>
        </div>
      ) : null}
      {step === "name" ? (
        <Field label={t("name")} required error={fieldError("name")}>
          {(p) => (
            <Input
              {...p}
              autoComplete="name"
              placeholder={t("namePlaceholder")}
              {...register("name", { onChange: () => clearErrors("name") })}
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
              invalid={Boolean(errors.location)}
              describedBy={`${locationId}-error`}
              onChange={(a) => {
                setValue("location", a);
                clearErrors("location");
              }}
              onUnavailable={() => setPlacesFailed(true)}
            />
            {location ? (
              <p className="text-xs text-slate-600">{t("selected", { location })}</p>
            ) : null}
            <p id={`${locationId}-error`} className="min-h-[1rem] text-xs text-red-600">
              {fieldError("location")}
            </p>
          </div>
        ) : (
          <Field label={t("location")} required error={fieldError("location")}>
            {(p) => (
              <Input
                {...p}
                required
                autoComplete="address-level2"
                placeholder={t("locationPlaceholder")}
                onKeyDown={(e) => {
                  // Enter never submits from the location field.
                  if (e.key === "Enter") e.preventDefault();
                }}
                {...register("location", { onChange: () => clearErrors("location") })}
              />
            )}
          </Field>
        )
      ) : null}
      {/* A honeypot people never see: its label is for bots, in no language. */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {HONEYPOT}
          <input tabIndex={-1} autoComplete="off" {...register("website")} />
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
