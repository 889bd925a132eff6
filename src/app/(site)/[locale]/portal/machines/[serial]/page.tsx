import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/platform/i18n/link";
import {
  oneParam,
  portalGate,
  type PortalSearchParams,
} from "@/modules/machines/public/portal-gate";
import { FormError, formatDate, Notice, WarrantyBadge } from "@/modules/machines/public/portal-ui";
import { ClaimList } from "@/modules/machines/public/claim-list";
import { BulletinList } from "@/modules/machines/public/bulletin-list";
import { ClaimForm } from "@/modules/machines/public/claim-form";
import { operatorMachine } from "@/modules/machines/server/machines";
import { operatorClaims } from "@/modules/machines/server/claims";
import { documentsForOperator } from "@/modules/machines/server/documents";
import { bulletinsForGames } from "@/modules/machines/server/bulletins";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return { title: t("title"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ serial: string }>; searchParams: PortalSearchParams };

/**
 * One machine, as its label's QR code opens it: signed out, the page asks for a code first; an
 * operator sees only their own machines (any other serial is not found).
 */
export default async function MachinePage({ params, searchParams }: Props) {
  const { serial: rawSerial } = await params;
  const serial = decodeURIComponent(rawSerial).slice(0, 60);
  const { locale, query: q, operator, signIn } = await portalGate(searchParams, { serial });
  if (!operator) return signIn;
  const machine = await operatorMachine(operator.id, serial);
  if (!machine) notFound();
  const t = await getTranslations("Portal");
  const [documents, claims, bulletins] = await Promise.all([
    documentsForOperator(machine.gameId, locale),
    operatorClaims(operator.id, machine.id),
    bulletinsForGames([machine.gameId]),
  ]);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <header className="space-y-2">
        <Link href="/portal" className="text-sm underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{machine.gameTitle}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t("serial")}</dt>
          <dd className="font-mono">{machine.serial}</dd>
          <dt className="text-slate-600">{t("installed")}</dt>
          <dd>{formatDate(locale, machine.installDate)}</dd>
        </dl>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <WarrantyBadge status={machine.warranty} />
          {t("warrantyUntil", { date: formatDate(locale, machine.warrantyEnd) })}
        </p>
      </header>

      <section aria-labelledby="documents-title" className="space-y-3">
        <h2 id="documents-title" className="text-xl font-semibold">
          {t("documentsTitle")}
        </h2>
        {documents.length === 0 ? (
          <p className="text-slate-600">{t("noDocuments")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span>
                  <span className="block font-medium">{d.title}</span>
                  <span className="block text-sm text-slate-600">
                    {t(`documentKinds.${d.kind}`)} · {t("documentVersion", { version: d.version })}
                    {d.language !== locale ? ` · ${t("inEnglish")}` : ""}
                  </span>
                </span>
                <a
                  href={`/api/portal/documents/${d.id}`}
                  className="text-sm font-medium underline"
                  aria-label={t("download", { title: d.title })}
                  download
                >
                  {t("download", { title: "" }).trim()}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bulletins-title" className="space-y-3">
        <h2 id="bulletins-title" className="text-xl font-semibold">
          {t("bulletinsTitle")}
        </h2>
        <BulletinList locale={locale} bulletins={bulletins} />
      </section>

      <section aria-labelledby="claims-title" id="claims" className="space-y-3">
        <h2 id="claims-title" className="text-xl font-semibold">
          {t("claimsTitle")}
        </h2>
        {oneParam(q.sent) ? <Notice>{t("claimSent")}</Notice> : null}
        <ClaimList locale={locale} claims={claims} />
      </section>

      <section aria-labelledby="new-claim-title" className="space-y-3">
        <h2 id="new-claim-title" className="text-xl font-semibold">
          {t("newClaimTitle")}
        </h2>
        <FormError code={oneParam(q.error)} />
        <ClaimForm locale={locale} serial={machine.serial} warranty={machine.warranty} />
      </section>
    </div>
  );
}
