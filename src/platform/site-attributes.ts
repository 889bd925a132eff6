/**
 * The `data-*` attributes the public site's views write (src/site/render, the modules' public/
 * components, ui/) and its behaviours (src/site-client) read: one name for both sides, so a view
 * and its behaviour cannot disagree on a spelling (an unknown name is a type error). Here in
 * platform/ because every layer that draws a part of a public page imports it. Views spread `attr(NAME, value)` into their props; behaviours find
 * elements with `sel(NAME)` and read them with getAttribute / hasAttribute.
 */
export const ATTR = {
  // The document (src/site/render/document.tsx, src/site-client/main.ts).
  behaviours: "data-behaviours",
  maps: "data-maps",
  siteReady: "data-site-ready",
  locale: "data-locale",
  vitalsSample: "data-vitals-sample",
  // The frame: the menu button's labels, 'Try again', the language offers.
  menuOpenLabel: "data-open-label",
  menuCloseLabel: "data-close-label",
  reload: "data-reload",
  languageOffers: "data-language-offers",
  languageOffer: "data-language-offer",
  languageTag: "data-tag",
  currentTag: "data-current-tag",
  dismissLanguage: "data-dismiss-language",
  // A picture that may fail (ui/fallback-image.tsx).
  imageFallback: "data-fallback",
  imageMissing: "data-image-missing",
  // A buyer's answer on a quote page (accept, decline, ask for a new quote).
  quoteAnswer: "data-quote-answer",
  // The testimonial carousel.
  carousel: "data-carousel",
  carouselSlide: "data-carousel-slide",
  carouselLive: "data-carousel-live",
  carouselPause: "data-carousel-pause",
  carouselStep: "data-carousel-step",
  carouselTo: "data-carousel-to",
  carouselAutoplay: "data-autoplay",
  carouselPaused: "data-paused",
  carouselPauseLabel: "data-pause-label",
  carouselPlayLabel: "data-play-label",
  // A game's gallery.
  lightbox: "data-lightbox",
  lightboxOpen: "data-lightbox-open",
  lightboxPosition: "data-lightbox-position",
  lightboxStep: "data-lightbox-step",
  lightboxSlide: "data-slide",
  lightboxSlideLabel: "data-position",
  lightboxBroken: "data-broken",
  // A video's dialog.
  video: "data-video",
  videoError: "data-video-error",
  // The shop's and the blog's list region.
  listRegion: "data-list-region",
  listFilters: "data-list-filters",
  // A copy-link button.
  copy: "data-copy",
  copyDone: "data-copy-done",
  copied: "data-copied",
  // The contact form.
  contactForm: "data-contact-form",
  contactAnswer: "data-answer",
  contactLabel: "data-label",
  contactSending: "data-sending",
  contactIdle: "data-idle",
  // The price dialog.
  priceBody: "data-price-body",
  priceForm: "data-price-form",
  priceStep: "data-step",
  priceBack: "data-back",
  priceNext: "data-next",
  priceSubmit: "data-submit",
  priceSubmitting: "data-submitting",
  priceFormError: "data-form-error",
  priceDigitsOnly: "data-digits-only",
  priceNoEnter: "data-no-enter",
  pricePlaces: "data-places",
  pricePlaceHost: "data-place-host",
  priceGameId: "data-game-id",
} as const;

/** A video's error texts, one per kind of failure (content/public/video-errors.ts). */
export const VIDEO_ERROR_ATTR = {
  aborted: "data-aborted",
  network: "data-network",
  decode: "data-decode",
  format: "data-format",
  generic: "data-generic",
} as const;

export type SiteAttr = (typeof ATTR)[keyof typeof ATTR];

/** One attribute as a view's props: `<div {...attr(ATTR.carousel, 7000)}>` (presence: no value). */
export const attr = <N extends SiteAttr>(name: N, value: string | number = "") =>
  ({ [name]: String(value) }) as { [K in N]: string };

/** The selector of the elements carrying an attribute. */
export const sel = (name: SiteAttr) => `[${name}]` as const;
