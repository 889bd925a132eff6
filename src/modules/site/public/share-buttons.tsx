import { Check, Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ATTR, attr } from "@/platform/site-attributes";
import { FacebookIcon, LinkedinIcon, XIcon } from "./social-icons";

const btn =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useTranslations("Share");
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
      {/* Copied by the page's behaviour (site-client/copy-link.ts). */}
      <button
        type="button"
        className={`group ${btn}`}
        aria-label={t("copy")}
        {...attr(ATTR.copy, url)}
        {...attr(ATTR.copyDone, t("copied"))}
      >
        {/* Both are drawn; data-copied, set for 2 s once copied, picks one. */}
        <Check className="hidden h-5 w-5 group-data-copied:block" aria-hidden />
        <Link2 className="h-5 w-5 group-data-copied:hidden" aria-hidden />
      </button>
    </div>
  );
}
