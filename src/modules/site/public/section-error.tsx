"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { RotateCw } from "lucide-react";
import { useTranslations } from "@/platform/i18n/client";
import { Button } from "@/ui/button";
import { NOT_CACHED_ATTRIBUTE } from "@/platform/page-generation";

/** An error message with a Try Again button that re-renders the page from the server. */
export function SectionError({ message }: { message: string }) {
  const t = useTranslations("Common");
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div
      role="alert"
      {...{ [NOT_CACHED_ATTRIBUTE]: "" }}
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-700">{message}</p>
      <Button variant="secondary" disabled={pending} onClick={() => start(() => router.refresh())}>
        <RotateCw className="h-4 w-4" aria-hidden /> {t("tryAgain")}
      </Button>
    </div>
  );
}
