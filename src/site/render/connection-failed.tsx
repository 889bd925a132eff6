import { WifiOff } from "lucide-react";
import { useTranslations } from "@/platform/i18n/client";
import { Button } from "@/ui/button";
import { ATTR, attr } from "@/platform/site-attributes";

/** A public page's answer when the database cannot be reached; Try Again asks for the page anew. */
export function ConnectionFailedView() {
  const t = useTranslations("Common");
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <WifiOff className="h-10 w-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold">{t("connectionFailed")}</h1>
      <p className="text-slate-600">{t("connectionFailedText")}</p>
      <Button {...attr(ATTR.reload)}>{t("tryAgain")}</Button>
    </div>
  );
}
