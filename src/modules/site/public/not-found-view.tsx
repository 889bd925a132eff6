import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";

/** The site's 404: what the address was not, and two ways on. */
export function NotFoundView() {
  const t = useTranslations("NotFound");
  const common = useTranslations("Common");
  return (
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
  );
}
