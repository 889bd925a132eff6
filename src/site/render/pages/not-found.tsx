import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

/** An address that is no page: answered 404, inside the site's header and footer. */
export type NotFoundPageData = { path: string };

export function NotFoundPage({ site, path }: NotFoundPageData & { site: SiteFrame }) {
  const t = useTranslations("NotFound");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  return (
    <>
      <PageHead
        title={meta("pageNotFound")}
        description={t("text")}
        path={path}
        site={site}
        noindex
      />
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-slate-600">{t("text")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass("primary")}>
            {common("returnToHome")}
          </Link>
          <Link href="/shop" className={buttonClass("secondary")}>
            {t("browseShop")}
          </Link>
        </div>
      </div>
    </>
  );
}
