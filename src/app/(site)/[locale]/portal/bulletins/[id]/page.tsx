import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/platform/i18n/link";
import { isUuid } from "@/platform/http/params";
import { portalGate, type PortalSearchParams } from "@/modules/machines/public/portal-gate";
import { formatDate } from "@/modules/machines/public/portal-ui";
import { operatorMachines } from "@/modules/machines/server/machines";
import { openBulletin } from "@/modules/machines/server/bulletins";
import { sanitizeRichHtml } from "@/platform/sanitize";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return { title: t("bulletinsTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ id: string }>; searchParams: PortalSearchParams };

/** A service bulletin, for an operator with a machine of one of its games; reading it is noted. */
export default async function BulletinPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { locale, operator, signIn } = await portalGate(searchParams);
  if (!operator) return signIn;
  if (!isUuid(id)) notFound();
  const machines = await operatorMachines(operator.id);
  const bulletin = await openBulletin(
    operator.id,
    id,
    machines.map((m) => m.gameId),
  );
  if (!bulletin) notFound();
  const t = await getTranslations("Portal");
  return (
    <article className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link href="/portal" className="text-sm underline">
        {t("back")}
      </Link>
      <p className="text-sm text-slate-600">
        {t(`severity.${bulletin.severity}`)} · {formatDate(locale, bulletin.publishAt)}
      </p>
      <h1 className="text-2xl font-bold">{bulletin.title}</h1>
      {/* Sanitized when stored, and again here: stored HTML is never trusted as it is. */}
      <div
        className="prose max-w-none"
        dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(bulletin.body) }}
      />
    </article>
  );
}
