import Image from "next/image";
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { imageSource } from "@/ui/image-source";
import type { PublicTestimonial } from "@/modules/content/public/queries";
import { VideoModal } from "@/modules/content/public/video-modal";
import { useTranslations } from "@/platform/i18n/client";
import { ATTR, attr } from "@/platform/site-attributes";

/** Every seven seconds the next testimonial (src/site-client/carousel.ts). */
const AUTO_ADVANCE_MS = 7000;

/**
 * One testimonial at a time, every one in the HTML (the others `hidden`): readable without
 * JavaScript. Moving it (previous, next, dots, arrow keys, wrapping), auto-advancing unless paused
 * (button, hover, focus, an open video, reduced motion) is the site's carousel behaviour
 * (src/site-client/carousel.ts), keyed by `data-carousel`.
 */
export function TestimonialCarousel({ items }: { items: PublicTestimonial[] }) {
  const t = useTranslations("Carousel");
  const count = items.length;
  if (!count) return null;
  const moves = count > 1;
  return (
    <div
      role="region"
      aria-roledescription={t("carousel")}
      aria-label={t("label")}
      className="relative mx-auto max-w-4xl"
      {...attr(ATTR.carousel, AUTO_ADVANCE_MS)}
      {...attr(ATTR.carouselAutoplay, "off")}
    >
      <div aria-live="polite" {...attr(ATTR.carouselLive)}>
        {items.map((item, i) => (
          <Slide
            key={item.id}
            item={item}
            label={t("position", { n: i + 1, count })}
            hidden={i !== 0}
          />
        ))}
      </div>
      {moves ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            {...attr(ATTR.carouselStep, "-1")}
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
                {...attr(ATTR.carouselTo, i)}
                aria-label={t("show", { n: i + 1 })}
                aria-current={i === 0 ? "true" : undefined}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full"
              >
                {/* Drawn from aria-current, which the behaviour moves with the slide. */}
                <span
                  aria-hidden
                  className="h-2.5 w-2.5 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-500"
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            {...attr(ATTR.carouselStep, "1")}
            aria-label={t("next")}
            className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          </button>
          {/* Its name and icon follow `data-paused`, which the behaviour sets. */}
          <button
            type="button"
            {...attr(ATTR.carouselPause)}
            {...attr(ATTR.carouselPauseLabel, t("pause"))}
            {...attr(ATTR.carouselPlayLabel, t("play"))}
            aria-label={t("pause")}
            className="group rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <Pause className="h-5 w-5 group-data-paused:hidden" aria-hidden />
            <Play className="hidden h-5 w-5 group-data-paused:block" aria-hidden />
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
}: {
  item: PublicTestimonial;
  label: string;
  hidden: boolean;
}) {
  const t = useTranslations("Carousel");
  return (
    <div
      role="group"
      aria-roledescription={t("slide")}
      aria-label={label}
      hidden={hidden}
      {...attr(ATTR.carouselSlide)}
      className="grid items-center gap-8 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10 md:grid-cols-[1fr_1.2fr]"
    >
      <div>
        {item.videoUrl ? (
          <VideoModal
            url={item.videoUrl}
            provider={item.videoProvider}
            title={t("from", { name: item.name })}
            thumbnailUrl={item.videoThumbnailUrl ?? item.imageUrl}
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
