"use client";
import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import type { PublicTestimonial } from "@/modules/content/public/queries";
import { VideoPlayer } from "@/modules/content/public/video-player";
import { cn } from "@/ui/cn";
import { STARTS_APP_ATTRIBUTE } from "@/platform/app-start";
import { useTranslations } from "@/platform/i18n/client";

export const AUTO_ADVANCE_MS = 7000;

const REDUCED = "(prefers-reduced-motion: reduce)";

function useReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(REDUCED);
      mq.addEventListener("change", onChange);
      return () => mq.removeEventListener("change", onChange);
    },
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

/** One testimonial at a time; wraps; auto-advances unless paused (button, hover, focus, video, reduced motion). */
export function TestimonialCarousel({ items }: { items: PublicTestimonial[] }) {
  const t = useTranslations("Carousel");
  const [index, setIndex] = useState(0);
  const [videoOpen, setVideoOpen] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const count = items.length;

  const go = useCallback(
    (delta: number) => {
      setIndex((i) => (i + delta + count) % count);
    },
    [count],
  );

  const autoPlaying = count > 1 && !userPaused && !reduced && !videoOpen && !hovered && !focused;

  useEffect(() => {
    if (!autoPlaying) return;
    const t = setInterval(() => go(1), AUTO_ADVANCE_MS);
    return () => clearInterval(t);
  }, [autoPlaying, go, index]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (videoOpen || count < 2) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable], [role=dialog]")) return;
      // Right to left, the next testimonial sits on the left: the arrows follow the screen.
      const back = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
      if (e.key === back) go(-1);
      else if (e.key === "ArrowLeft" || e.key === "ArrowRight") go(1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, videoOpen, count]);

  const current = items[index];
  if (!current) return null;
  return (
    <div
      role="region"
      aria-roledescription={t("carousel")}
      aria-label={t("label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative mx-auto max-w-4xl"
      data-autoplay={autoPlaying ? "on" : "off"}
      // It moves by itself, so a kept page starts the app once it is on screen.
      {...(count > 1 ? { [STARTS_APP_ATTRIBUTE]: "" } : {})}
    >
      <div
        key={current.id}
        role="group"
        aria-roledescription={t("slide")}
        aria-label={t("position", { n: index + 1, count })}
        aria-live={autoPlaying ? "off" : "polite"}
        className="grid items-center gap-8 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10 md:grid-cols-[1fr_1.2fr]"
      >
        <div>
          {current.videoUrl ? (
            <VideoPlayer
              url={current.videoUrl}
              provider={current.videoProvider}
              title={t("from", { name: current.name })}
              thumbnailUrl={current.videoThumbnailUrl ?? current.imageUrl}
              onModalChange={setVideoOpen}
            />
          ) : current.imageUrl ? (
            <div className="relative mx-auto aspect-square w-40 overflow-hidden rounded-full ring-4 ring-brand-600/60 md:w-56">
              <Image
                {...imageSource(current.imageUrl)}
                alt={current.name}
                fill
                sizes="224px"
                className="object-cover"
              />
            </div>
          ) : null}
        </div>
        <figure>
          <Quote className="h-8 w-8 text-brand-400" aria-hidden />
          <blockquote className="mt-3 text-lg leading-relaxed text-slate-100 sm:text-xl">
            {current.text}
          </blockquote>
          <figcaption className="mt-5">
            <span className="block font-semibold text-white">{current.name}</span>
            <span className="text-sm text-slate-300">
              {[current.title, current.company].filter(Boolean).join(", ")}
            </span>
          </figcaption>
        </figure>
      </div>
      {count > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t("previous")}
            className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          </button>
          {/* Each dot is drawn 10 px tall inside a 24 px hit area (WCAG 2.2 target size); many
              testimonials wrap onto more rows rather than widen a phone's page. */}
          <div className="flex min-w-0 flex-wrap justify-center">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("show", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden
                  className={cn(
                    "h-2.5 rounded-full transition-all",
                    i === index ? "w-8 bg-brand-500" : "w-2.5 bg-white/40 group-hover:bg-white/70",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t("next")}
            className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setUserPaused((p) => !p)}
            aria-label={userPaused ? t("play") : t("pause")}
            className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            {userPaused ? (
              <Play className="h-5 w-5" aria-hidden />
            ) : (
              <Pause className="h-5 w-5" aria-hidden />
            )}
          </button>
        </div>
      ) : null}
    </div>
  );
}
