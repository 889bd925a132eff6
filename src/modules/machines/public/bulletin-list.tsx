import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import type { Locale } from "@/platform/i18n/locales";
import type { Bulletin } from "../schema";
import { formatDate } from "./portal-ui";

const TONE = {
  info: "bg-sky-100 text-sky-800",
  important: "bg-amber-100 text-amber-800",
  critical: "bg-red-100 text-red-800",
} as const;

export function BulletinList({ locale, bulletins }: { locale: Locale; bulletins: Bulletin[] }) {
  const t = useTranslations("Portal");
  if (!bulletins.length) return <p className="text-slate-600">{t("noBulletins")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {bulletins.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <span>
            <span
              className={`me-2 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONE[b.severity]}`}
            >
              {t(`severity.${b.severity}`)}
            </span>
            <span className="font-medium">{b.title}</span>
            <span className="block text-sm text-slate-600">{formatDate(locale, b.publishAt)}</span>
          </span>
          <Link href={`/portal/bulletins/${b.id}`} className="text-sm font-medium underline">
            {t("readBulletin")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
