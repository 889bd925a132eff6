/**
 * The testimonial carousel (site/public/testimonial-carousel.tsx): every slide is in the page, one
 * shown. Previous, next and the dots move it, wrapping; the arrow keys too, anywhere on the page but
 * in a field or a dialog (mirrored right to left, where the next testimonial sits on the left).
 * It moves by itself every `data-carousel` milliseconds while it is on screen, unless paused: by
 * its button, while the pointer is over it or the focus in it, while its video plays, or when the
 * visitor asked for reduced motion. The live region speaks a slide only when the visitor moved it.
 */
import { ATTR, sel } from "@/platform/site-attributes";
let reducedMotion: MediaQueryList | undefined;
const reduced = () => (reducedMotion ??= matchMedia("(prefers-reduced-motion: reduce)"));

type State = {
  timer?: ReturnType<typeof setTimeout>;
  hovered: boolean;
  focused: boolean;
  /** On screen: a slide moved where nobody sees it is style, layout and paint for nothing. */
  visible: boolean;
};
const states = new WeakMap<HTMLElement, State>();
const stateOf = (root: HTMLElement): State => {
  let s = states.get(root);
  if (!s) states.set(root, (s = { hovered: false, focused: false, visible: false }));
  return s;
};

const slidesOf = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>(sel(ATTR.carouselSlide)),
];
const shownIndex = (root: HTMLElement) =>
  Math.max(
    0,
    slidesOf(root).findIndex((s) => !s.hidden),
  );
const pauseButton = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>(sel(ATTR.carouselPause));

function autoPlaying(root: HTMLElement): boolean {
  const s = stateOf(root);
  return (
    s.visible &&
    slidesOf(root).length > 1 &&
    !pauseButton(root)?.hasAttribute(ATTR.carouselPaused) &&
    !reduced().matches &&
    !root.querySelector("dialog:popover-open") &&
    !s.hovered &&
    !s.focused
  );
}

/** Arms the next move from now (each move starts the wait anew), or none while paused. */
function update(root: HTMLElement) {
  const s = stateOf(root);
  clearTimeout(s.timer);
  const playing = autoPlaying(root);
  // Written only when they change: each write restyles the carousel, inside a tap's answer.
  setIfChanged(root, ATTR.carouselAutoplay, playing ? "on" : "off");
  const live = root.querySelector(sel(ATTR.carouselLive));
  if (live) setIfChanged(live, "aria-live", playing ? "off" : "polite");
  if (playing)
    s.timer = setTimeout(
      () => show(root, shownIndex(root) + 1),
      Number(root.getAttribute(ATTR.carousel)),
    );
}

function setIfChanged(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function show(root: HTMLElement, at: number) {
  const slides = slidesOf(root);
  if (!slides.length) return;
  const index = ((at % slides.length) + slides.length) % slides.length;
  slides.forEach((slide, i) => (slide.hidden = i !== index));
  for (const dot of root.querySelectorAll<HTMLElement>(sel(ATTR.carouselTo))) {
    if (Number(dot.getAttribute(ATTR.carouselTo)) === index)
      dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  }
  update(root);
}

function togglePause(root: HTMLElement, button: HTMLButtonElement) {
  const paused = !button.hasAttribute(ATTR.carouselPaused);
  button.toggleAttribute(ATTR.carouselPaused, paused);
  button.setAttribute(
    "aria-label",
    (paused
      ? button.getAttribute(ATTR.carouselPlayLabel)
      : button.getAttribute(ATTR.carouselPauseLabel)) ?? "",
  );
  update(root);
}

const carouselOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>(sel(ATTR.carousel)) : null;

export function startCarousel() {
  // Only a page with a carousel listens: elsewhere each tap would run these listeners for nothing.
  if (!document.querySelector(sel(ATTR.carousel))) return;
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const root = carouselOf(target);
    if (!root) return;
    const step = target.closest<HTMLElement>(sel(ATTR.carouselStep));
    if (step) return show(root, shownIndex(root) + Number(step.getAttribute(ATTR.carouselStep)));
    const dot = target.closest<HTMLElement>(sel(ATTR.carouselTo));
    if (dot) return show(root, Number(dot.getAttribute(ATTR.carouselTo)));
    const pause = target.closest<HTMLButtonElement>(sel(ATTR.carouselPause));
    if (pause) togglePause(root, pause);
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const target = e.target as Element | null;
    if (target?.closest?.("input, textarea, select, [contenteditable], dialog, [role=dialog]"))
      return;
    const back = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    for (const root of document.querySelectorAll<HTMLElement>(sel(ATTR.carousel))) {
      if (slidesOf(root).length < 2 || root.querySelector("dialog:popover-open")) continue;
      show(root, shownIndex(root) + (e.key === back ? -1 : 1));
    }
  });
  // Hover and focus pause it while they are inside it (the events bubble; enter and leave do not).
  const within = (root: HTMLElement, node: EventTarget | null) =>
    node instanceof Node && root.contains(node);
  const track = (key: "hovered" | "focused", on: boolean) => (e: Event) => {
    // A finger's touch is not a hover: it would pause the carousel until the next tap elsewhere.
    if (e instanceof PointerEvent && e.pointerType === "touch") return;
    const root = carouselOf(e.target);
    if (!root || within(root, (e as PointerEvent | FocusEvent).relatedTarget)) return;
    if (stateOf(root)[key] === on) return;
    stateOf(root)[key] = on;
    update(root);
  };
  document.addEventListener("pointerover", track("hovered", true));
  document.addEventListener("pointerout", track("hovered", false));
  document.addEventListener("focusin", track("focused", true));
  document.addEventListener("focusout", track("focused", false));
  // A video's dialog opening or closing (toggle does not bubble: caught on its way down).
  document.addEventListener(
    "toggle",
    (e) => {
      const root = carouselOf(e.target);
      if (root) update(root);
    },
    true,
  );
  const all = () => document.querySelectorAll<HTMLElement>(sel(ATTR.carousel)).forEach(update);
  reduced().addEventListener("change", all);
  all();
  // It starts moving when it comes on screen and stops when it leaves (the home page's stories are
  // below the fold: nothing of theirs runs while the page loads).
  const onScreen = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const root = e.target as HTMLElement;
      stateOf(root).visible = e.isIntersecting;
      update(root);
    }
  });
  document.querySelectorAll<HTMLElement>(sel(ATTR.carousel)).forEach((r) => onScreen.observe(r));
}
