import { useTranslations } from "next-intl";
import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import type { WarrantyStatus } from "../index";

const ERROR_CODES = [
  "VALIDATION",
  "CONTACT",
  "RATE_LIMITED",
  "CODE_REFUSED",
  "WARRANTY_ENDED",
  "UNSUPPORTED_TYPE",
  "TOO_LARGE",
  "STORAGE_FULL",
  "INTERNAL",
] as const;
type ErrorCode = (typeof ERROR_CODES)[number];

/** A date "YYYY-MM-DD" or an instant, in the page's language. */
export function formatDate(locale: Locale, value: string | Date): string {
  const date = typeof value === "string" ? new Date(`${value}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

/** The message of a refused form (?error=CODE); unknown codes read as a general failure. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations("Portal.errors");
  if (!code) return null;
  const known = (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {t(known ?? "INTERNAL")}
    </p>
  );
}

export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
    >
      {children}
    </p>
  );
}

export function WarrantyBadge({ status }: { status: WarrantyStatus }) {
  const t = useTranslations("Portal.warranty");
  const tone =
    status === "active"
      ? "bg-green-100 text-green-800"
      : status === "ended"
        ? "bg-slate-200 text-slate-700"
        : "bg-amber-100 text-amber-800";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>
      {t(status)}
    </span>
  );
}

/**
 * Signing in: the number or address on file, then the code sent to it. Plain forms posted to
 * the portal's API, which sends the browser back here.
 */
export function SignInPanel({
  locale,
  serial,
  order,
  step,
  contact,
  error,
}: {
  locale: Locale;
  serial?: string;
  order?: string;
  step?: string;
  contact: string;
  error?: string;
}) {
  const t = useTranslations("Portal");
  const codeStep = step === "code" && contact !== "";
  return (
    <section className="mx-auto max-w-md space-y-5 px-4 py-10" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="text-2xl font-bold">
        {t("signInTitle")}
      </h1>
      <p className="text-slate-600">
        {serial
          ? t("signInForMachine", { serial })
          : order
            ? t("signInForOrder", { number: order })
            : t("signInIntro")}
      </p>
      <FormError code={error} />
      {codeStep ? (
        <>
          <Notice>{t("codeSent", { contact })}</Notice>
          <form method="post" action="/api/portal/sign-in" className="space-y-4">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="contact" value={contact} />
            {serial ? <input type="hidden" name="serial" value={serial} /> : null}
            {order ? <input type="hidden" name="order" value={order} /> : null}
            <label className="block space-y-1">
              <span className="text-sm font-medium">{t("codeLabel")}</span>
              <input
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{8}"
                minLength={8}
                maxLength={8}
                className={inputClass}
              />
            </label>
            <button type="submit" className={buttonClass("primary", "md", "w-full")}>
              {t("signIn")}
            </button>
          </form>
        </>
      ) : null}
      <form
        method="post"
        action="/api/portal/code"
        className={codeStep ? "space-y-3 border-t border-slate-200 pt-5" : "space-y-4"}
      >
        <input type="hidden" name="locale" value={locale} />
        {serial ? <input type="hidden" name="serial" value={serial} /> : null}
        {order ? <input type="hidden" name="order" value={order} /> : null}
        <label className="block space-y-1">
          <span className="text-sm font-medium">{t("contactLabel")}</span>
          <input
            name="contact"
            required
            autoComplete="username"
            defaultValue={codeStep ? "" : contact}
            aria-describedby="contact-hint"
            className={inputClass}
          />
          <span id="contact-hint" className="block text-xs text-slate-500">
            {t("contactHint")}
          </span>
        </label>
        <button
          type="submit"
          className={buttonClass(codeStep ? "secondary" : "primary", "md", "w-full")}
        >
          {codeStep ? t("otherContact") : t("sendCode")}
        </button>
      </form>
    </section>
  );
}

export function SignOutForm({ locale }: { locale: Locale }) {
  const t = useTranslations("Portal");
  return (
    <form method="post" action="/api/portal/sign-out">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClass("secondary", "sm")}>
        {t("signOut")}
      </button>
    </form>
  );
}
