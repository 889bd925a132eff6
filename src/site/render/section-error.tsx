import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/ui/button";
import { ATTR, attr } from "@/platform/site-attributes";

/**
 * A section that failed to load, as the site's renderer writes it: the message and Try Again,
 * which asks for the page anew (src/site-client/reload.ts).
 */
export function SectionError({ message }: { message: string }) {
  const t = useTranslations("Common");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-700">{message}</p>
      <Button variant="secondary" {...attr(ATTR.reload)}>
        <RotateCw className="h-4 w-4" aria-hidden /> {t("tryAgain")}
      </Button>
    </div>
  );
}
