"use client";
import { useState } from "react";
import { Check, Link2 } from "lucide-react";
import { useTranslations } from "@/platform/i18n/client";
import { EARLY } from "@/platform/app-start";
import { live } from "@/ui/live";
import { FacebookIcon, LinkedinIcon, XIcon } from "./social-icons";

const btn =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useTranslations("Share");
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-slate-500">{t("share")}</span>
      <a
        className={btn}
        href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("facebook")}
      >
        <FacebookIcon />
      </a>
      <a
        className={btn}
        href={`https://twitter.com/intent/tweet?url=${u}&text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("twitter")}
      >
        <XIcon />
      </a>
      <a
        className={btn}
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("linkedin")}
      >
        <LinkedinIcon />
      </a>
      {/* Before the app runs, a kept page copies by itself (platform/http/early-answers.ts). */}
      <button
        ref={live}
        type="button"
        className={`group ${btn}`}
        aria-label={copied ? t("copied") : t("copy")}
        {...{
          [EARLY.copy]: url,
          [EARLY.copyDone]: t("copied"),
          [EARLY.copied]: copied ? "" : undefined,
        }}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          } catch (e) {
            // A failure to copy is only logged.
            console.error("Failed to copy link", e);
          }
        }}
      >
        {/* Both are drawn; data-copied, which the page sets too, picks one. */}
        <Check className="hidden h-5 w-5 group-data-copied:block" aria-hidden />
        <Link2 className="h-5 w-5 group-data-copied:hidden" aria-hidden />
      </button>
    </div>
  );
}
