"use client";
import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import type { PublicTestimonial } from "@/modules/content/public/queries";
import { VideoPlayer } from "@/modules/content/public/video-player";
import { EARLY, STARTS_APP_ATTRIBUTE } from "@/platform/app-start";
import { live } from "@/ui/live";
import { useTranslations } from "@/platform/i18n/client";

const AUTO_ADVANCE_MS = 7000;

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

/**
 * The slide a page shows: the first as rendered, or the one a tap chose before the app ran (a kept
 * page moves the carousel by itself until then: platform/http/early-answers.ts).
 */
function shownSlide(root: HTMLElement | null): number {
  const slides = root ? [...root.querySelectorAll<HTMLElement>(`[${EARLY.slide}]`)] : [];
  return Math.max(
    0,
    slides.findIndex((s) => !s.hidden),
  );
}

/**
 * One testimonial at a time; wraps; auto-advances unless paused (button, hover, focus, video,
 * reduced motion). Every slide is in the HTML, the others hidden: readable without the app, and
 * movable by the page before it runs.
 */
export function TestimonialCarousel({ items }: { items: PublicTestimonial[] }) {
  const t = useTranslations("Carousel");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // Hydrating, the app goes on from the slide the page shows.
  const [index, setIndex] = useState(() =>
    typeof document === "undefined" ? 0 : shownSlide(document.getElementById(id)),
  );
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

  // A tap the page answered between that render and this commit is kept too.
  useLayoutEffect(() => {
    live(root.current);
    setIndex(shownSlide(root.current));
  }, []);

  if (!items.length) return null;
  return (
    <div
      ref={root}
      id={id}
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
      {...{ [EARLY.carousel]: "" }}
    >
      <div aria-live={autoPlaying ? "off" : "polite"}>
        {items.map((item, i) => (
          <Slide
            key={item.id}
            item={item}
            label={t("position", { n: i + 1, count })}
            hidden={i !== index}
            onVideoOpen={setVideoOpen}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t("previous")}
            {...{ [EARLY.slideStep]: -1 }}
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
                {...{ [EARLY.slideTo]: i }}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full"
              >
                {/* Drawn from aria-current, which the page sets too before the app runs. */}
                <span
                  aria-hidden
                  className="h-2.5 w-2.5 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-500"
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t("next")}
            {...{ [EARLY.slideStep]: 1 }}
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

function Slide({
  item,
  label,
  hidden,
  onVideoOpen,
}: {
  item: PublicTestimonial;
  label: string;
  hidden: boolean;
  onVideoOpen: (open: boolean) => void;
}) {
  const t = useTranslations("Carousel");
  return (
    <div
      role="group"
      aria-roledescription={t("slide")}
      aria-label={label}
      hidden={hidden}
      {...{ [EARLY.slide]: "" }}
      className="grid items-center gap-8 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10 md:grid-cols-[1fr_1.2fr]"
    >
      <div>
        {item.videoUrl ? (
          <VideoPlayer
            url={item.videoUrl}
            provider={item.videoProvider}
            title={t("from", { name: item.name })}
            thumbnailUrl={item.videoThumbnailUrl ?? item.imageUrl}
            onModalChange={onVideoOpen}
          />
        ) : item.imageUrl ? (
          <div className="relative mx-auto aspect-square w-40 overflow-hidden rounded-full ring-4 ring-brand-600/60 md:w-56">
            <Image
              {...imageSource(item.imageUrl)}
              alt={item.name}
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
          {item.text}
        </blockquote>
        <figcaption className="mt-5">
          <span className="block font-semibold text-white">{item.name}</span>
          <span className="text-sm text-slate-300">
            {[item.title, item.company].filter(Boolean).join(", ")}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
