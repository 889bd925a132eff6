import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";
import { getTranslations } from "next-intl/server";

export default async function GameNotFound() {
  const t = await getTranslations("Game");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFound")}</h1>
      <p className="text-slate-600">{t("notFoundText")}</p>
      <Link href="/shop" className={buttonClass("primary")}>
        {t("returnToShop")}
      </Link>
    </div>
  );
}
