import { getTranslations } from "next-intl/server";
import { StateMessage } from "@/modules/site/public/state-message";

export default async function PostNotFound() {
  const t = await getTranslations("Blog");
  return (
    <StateMessage
      title={t("postNotFound")}
      message={t("postNotFoundText")}
      action={{ href: "/blog", label: t("returnToBlog") }}
    />
  );
}
