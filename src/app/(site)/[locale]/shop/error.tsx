"use client";
import { useTranslations } from "@/platform/i18n/client";
import { Button } from "@/ui/button";

/** The shop's boundary: the error's name and message, and Try Again reloads the page. */
export default function ShopError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("Common");
  console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold">{error.name || t("error")}</h1>
      <p className="text-slate-600">{error.message || t("unexpectedError")}</p>
      <Button onClick={() => window.location.reload()}>{t("tryAgain")}</Button>
    </div>
  );
}
