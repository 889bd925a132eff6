import Image from "next/image";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { imageSource } from "@/ui/image-source";
import { FallbackImage } from "@/ui/fallback-image";
import { useTranslations } from "@/platform/i18n/client";
import { invokes } from "@/ui/native-dialog";
import { ATTR, attr } from "@/platform/site-attributes";

type Img = { id: string; url: string };

/**
 * The main image (or a grid of them) and a lightbox, all in the page's HTML: the main image opens
 * the browser's own `<dialog>` as a popover, each picture in it is loaded when shown.
 * Previous and next, the arrow keys, wrapping and skipping broken pictures are the site's
 * lightbox behaviour (src/site-client/lightbox.ts), keyed by `data-lightbox`.
 */
export function GameGallery({
  images,
  title,
  variant = "main",
}: {
  images: Img[];
  title: string;
  variant?: "main" | "grid";
}) {
  const t = useTranslations("Gallery");
  const common = useTranslations("Common");
  const dialogId = `gallery-${variant}`;
  const main = images[0];
  return (
    <div>
      {variant === "main" ? (
        main ? (
          <button
            type="button"
            {...invokes(dialogId, "show")}
            {...attr(ATTR.lightboxOpen, "0")}
            className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-label={t("openGallery", { title })}
          >
            <FallbackImage
              src={main.url}
              alt={title}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="object-cover transition group-hover:scale-[1.02]"
              missingText={common("noImage")}
            />
          </button>
        ) : (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl">
            <FallbackImage src={null} alt={title} sizes="50vw" missingText={common("noImage")} />
          </div>
        )
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                {...invokes(dialogId, "show")}
                {...attr(ATTR.lightboxOpen, i)}
                className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                aria-label={t("openImage", { n: i + 1, count: images.length })}
              >
                <FallbackImage
                  src={img.url}
                  alt=""
                  sizes="(min-width: 1024px) 300px, 50vw"
                  missingText={common("noImage")}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {main ? (
        <dialog
          id={dialogId}
          {...attr(ATTR.lightbox)}
          // Shown as a popover (ui/native-dialog.tsx says why), modal to the visitor.
          popover="auto"
          aria-modal="true"
          aria-label={t("images", { title })}
          className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-black/90 p-4 backdrop:bg-transparent open:flex"
        >
          <p
            className="absolute start-4 top-4 z-10 text-sm text-slate-300"
            aria-live="polite"
            {...attr(ATTR.lightboxPosition)}
          >
            {t("position", { n: 1, count: images.length })}
          </p>
          <button
            type="button"
            autoFocus
            {...invokes(dialogId, "hide")}
            aria-label={t("close")}
            className="absolute end-4 top-4 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <X className="h-6 w-6" aria-hidden />
          </button>
          <button
            type="button"
            {...attr(ATTR.lightboxStep, "-1")}
            aria-label={t("previous")}
            className="absolute start-2 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 sm:start-6"
          >
            <ChevronLeft className="h-7 w-7 rtl:-scale-x-100" aria-hidden />
          </button>
          {images.map((img, i) => (
            <div
              key={img.id}
              className="relative h-[80vh] w-full max-w-5xl"
              {...attr(ATTR.lightboxSlide)}
              {...attr(ATTR.lightboxSlideLabel, t("position", { n: i + 1, count: images.length }))}
              hidden={i !== 0}
            >
              <Image
                {...imageSource(img.url)}
                alt={t("imageAlt", { title, n: i + 1 })}
                fill
                loading="lazy"
                sizes="100vw"
                className="object-contain"
              />
            </div>
          ))}
          <button
            type="button"
            {...attr(ATTR.lightboxStep, "1")}
            aria-label={t("next")}
            className="absolute end-2 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 sm:end-6"
          >
            <ChevronRight className="h-7 w-7 rtl:-scale-x-100" aria-hidden />
          </button>
        </dialog>
      ) : null}
    </div>
  );
}
