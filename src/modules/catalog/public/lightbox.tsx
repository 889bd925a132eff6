"use client";
import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { FallbackImage } from "@/ui/fallback-image";
import { useTranslations } from "@/platform/i18n/client";
import { invokes, useDialogOpen } from "@/ui/native-dialog";

type Img = { id: string; url: string };

/**
 * The main image; clicking opens a lightbox (dialog) with close, previous and next, ArrowLeft,
 * ArrowRight and Escape; navigation wraps; focus stays inside and returns to the trigger.
 * Images that fail to load are marked broken and skipped. The lightbox is the browser's own
 * `<dialog>`, in the page's HTML: the main image opens it at the first picture as an invoker
 * command, so the tap answers before the app runs; its picture loads when it opens.
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
  const [broken, setBroken] = useState<Set<string>>(new Set());
  const usable = images.filter((i) => !broken.has(i.id));
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = `gallery-${useId()}`;
  const main = usable[0];

  const markBroken = useCallback((id: string) => setBroken((b) => new Set(b).add(id)), []);
  const show = (at: number) => {
    setIndex(at);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  const close = useCallback(() => dialogRef.current?.close(), []);
  // Open and closed by the browser too (the command before the app ran, Escape).
  const open = useDialogOpen(dialogRef);
  const count = usable.length;
  const go = useCallback(
    (d: number) => setIndex((i) => (count ? (i + d + count) % count : 0)),
    [count],
  );

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const onKey = (e: KeyboardEvent) => {
      // Right to left, "next" is on the left: the arrow keys follow the screen.
      if (e.key === "ArrowLeft") go(document.documentElement.dir === "rtl" ? 1 : -1);
      else if (e.key === "ArrowRight") go(document.documentElement.dir === "rtl" ? -1 : 1);
      else if (e.key === "Tab" && dialogRef.current) {
        const f = [...dialogRef.current.querySelectorAll<HTMLElement>("button")];
        const first = f[0];
        const last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, go]);

  // An image that breaks while shown drops out of the list; keep the position inside it.
  const position = index < count ? index : 0;
  const current = usable[position];
  return (
    <div>
      {variant === "main" ? (
        main ? (
          <button
            type="button"
            {...invokes(dialogId, "show-modal")}
            onClick={(e) => {
              // With the app running it opens the lightbox itself (the command would as well).
              e.preventDefault();
              show(0);
            }}
            className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-label={t("openGallery", { title })}
          >
            <Image
              {...imageSource(main.url)}
              alt={title}
              fill
              preload
              fetchPriority="high"
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="object-cover transition group-hover:scale-[1.02]"
              onError={() => markBroken(main.id)}
            />
          </button>
        ) : (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl">
            <FallbackImage src={null} alt={title} sizes="50vw" missingText={common("noImage")} />
          </div>
        )
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {usable.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                onClick={() => show(i)}
                className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                aria-label={t("openImage", { n: i + 1, count: usable.length })}
              >
                <Image
                  {...imageSource(img.url)}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 300px, 50vw"
                  className="object-cover"
                  onError={() => markBroken(img.id)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {current ? (
        <dialog
          ref={dialogRef}
          id={dialogId}
          aria-label={t("images", { title })}
          className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-black/90 p-4 backdrop:bg-transparent open:flex"
        >
          <p className="absolute start-4 top-4 z-10 text-sm text-slate-300" aria-live="polite">
            {t("position", { n: position + 1, count })}
          </p>
          <button
            type="button"
            data-autofocus
            {...invokes(dialogId, "close")}
            onClick={close}
            aria-label={t("close")}
            className="absolute end-4 top-4 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <X className="h-6 w-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t("previous")}
            className="absolute start-2 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 sm:start-6"
          >
            <ChevronLeft className="h-7 w-7 rtl:-scale-x-100" aria-hidden />
          </button>
          <div className="relative h-[80vh] w-full max-w-5xl">
            <Image
              key={current.id}
              {...imageSource(current.url)}
              alt={t("imageAlt", { title, n: position + 1 })}
              fill
              sizes="100vw"
              className="object-contain"
              onError={() => markBroken(current.id)}
            />
          </div>
          <button
            type="button"
            onClick={() => go(1)}
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
