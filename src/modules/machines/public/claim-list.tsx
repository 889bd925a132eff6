import { useTranslations } from "next-intl";
import type { Locale } from "@/platform/i18n/locales";
import type { ClaimStatus } from "../index";
import type { Claim } from "../schema";
import { formatDate } from "./portal-ui";

export type ClaimView = Claim & {
  serial: string;
  gameTitle: string;
  events: { id: string; status: ClaimStatus; note: string | null; createdAt: Date }[];
};

/** An operator's claims with each step they went through, newest claim first. */
export function ClaimList({
  locale,
  claims,
  showMachine = false,
}: {
  locale: Locale;
  claims: ClaimView[];
  showMachine?: boolean;
}) {
  const t = useTranslations("Portal");
  if (!claims.length) return <p className="text-slate-600">{t("noClaims")}</p>;
  return (
    <ul className="space-y-3">
      {claims.map((c) => (
        <li
          key={c.id}
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
          data-claim={c.id}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {t(`claimKinds.${c.kind}`)}
              {showMachine ? ` · ${c.gameTitle} · ${c.serial}` : ""}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {t(`statuses.${c.status}`)}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line text-slate-700">{c.description}</p>
          {c.status === "rejected" && c.reason ? (
            <p className="text-sm">{t("reason", { reason: c.reason })}</p>
          ) : null}
          {c.trackingRef ? (
            <p className="text-sm">{t("tracking", { ref: c.trackingRef })}</p>
          ) : null}
          {c.files.length ? (
            <p className="flex flex-wrap gap-3 text-sm">
              <span className="sr-only">{t("attachments")}</span>
              {c.files.map((_f, i) => (
                <a key={i} href={`/api/portal/claims/${c.id}/files/${i}`} className="underline">
                  {t("attachment", { number: i + 1 })}
                </a>
              ))}
            </p>
          ) : null}
          <ol className="space-y-0.5 border-s-2 border-slate-200 ps-3 text-xs text-slate-600">
            {c.events.map((e) => (
              <li key={e.id}>
                {formatDate(locale, e.createdAt)}: {t(`statuses.${e.status}`)}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
