import { getTranslations } from "next-intl/server";
import { CardSkeletons } from "@/modules/site/public/card-skeletons";

export default async function ShopLoading() {
  const t = await getTranslations("Shop");
  return (
    <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <CardSkeletons count={6} label={t("loading")} />
    </div>
  );
}
