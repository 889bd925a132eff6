import { ATTR, type SiteAttr } from "@/platform/site-attributes";

/**
 * The behaviours a page may carry besides its frame's (main.ts): each is its own chunk, loaded only
 * by a page whose definition names it (src/site/render/site-pages.tsx), and `mark` is the
 * attribute a view writes where the behaviour acts, so a test can hold a page's definition to what
 * its view writes. A name is also its source file's, which the build and the renderer use to
 * find its chunk (scripts/build/site.mjs).
 */
export const BEHAVIOURS = {
  carousel: { mark: ATTR.carousel, load: () => import("./carousel").then((m) => m.startCarousel) },
  lightbox: { mark: ATTR.lightbox, load: () => import("./lightbox").then((m) => m.startLightbox) },
  "price-dialog": {
    mark: ATTR.priceBody,
    load: () => import("./price-dialog").then((m) => m.startPriceDialog),
  },
  "contact-form": {
    mark: ATTR.contactForm,
    load: () => import("./contact-form").then((m) => m.startContactForm),
  },
  "video-dialog": {
    mark: ATTR.video,
    load: () => import("./video-dialog").then((m) => m.startVideoDialogs),
  },
  "list-links": {
    mark: ATTR.listRegion,
    load: () => import("./list-links").then((m) => m.startListLinks),
  },
  "copy-link": { mark: ATTR.copy, load: () => import("./copy-link").then((m) => m.startCopyLink) },
  "broken-images": {
    mark: ATTR.imageFallback,
    load: () => import("./broken-images").then((m) => m.startBrokenImages),
  },
  "quote-answer": {
    mark: ATTR.quoteAnswer,
    load: () => import("./quote-answer").then((m) => m.startQuoteAnswer),
  },
} satisfies Record<string, { mark: SiteAttr; load: () => Promise<() => void> }>;

export type BehaviourName = keyof typeof BEHAVIOURS;

export const isBehaviour = (name: string): name is BehaviourName => Object.hasOwn(BEHAVIOURS, name);
