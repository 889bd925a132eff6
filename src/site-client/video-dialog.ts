import { videoErrorKey } from "@/modules/content/public/video-errors";
import { ATTR, sel, VIDEO_ERROR_ATTR } from "@/platform/site-attributes";
import { afterNextPaint } from "./next-paint";
import { whenLoadedAndIdle } from "./after-load";

/**
 * A local video's dialog (content/public/video-modal.tsx): it plays when the dialog opens, stops
 * and rewinds when it closes, and a failure says why with a link to open the file itself.
 */
export function startVideoDialogs() {
  const videos = document.querySelectorAll<HTMLVideoElement>(`video${sel(ATTR.video)}`);
  // The first video a page styles reads the browser's own rules for media players, once per page:
  // about 20 ms on a phone, which a tap on a video waited for as its dialog opened. Asked for its
  // style in an idle moment once a video's button is on screen, the page has read them before the
  // tap, and a visitor who never scrolls to the videos never pays for them.
  if (videos[0]) prepareWhenShown(videos[0]);
  for (const video of videos) {
    const dialog = video.closest("dialog");
    const error = dialog?.querySelector<HTMLElement>(sel(ATTR.videoError));
    if (!dialog) continue;
    // The player's controls (a shadow tree the browser styles and lays out) are drawn once the
    // dialog is on screen, with the play below: drawn in the tap's frame they held the dialog back
    // by about 50 ms on a phone. The page's HTML has them, so a page without its script plays too.
    video.controls = false;
    dialog.addEventListener("toggle", () => {
      if (dialog.matches(":popover-open")) {
        if (error) error.hidden = true;
        // Once the dialog is on screen: starting the player (its decoder, its first request) in
        // the tap's own task held the dialog's first paint back by a few hundred ms on a phone.
        afterNextPaint(() => {
          if (!dialog.matches(":popover-open")) return;
          video.controls = true;
          void video.play().catch(() => undefined);
        });
      } else {
        video.pause();
        video.currentTime = 0;
        video.controls = false;
      }
    });
    video.addEventListener("error", () => {
      const code = video.error?.code;
      console.error("Video error", code, video.currentSrc);
      if (!error) return;
      error.querySelector("p")!.textContent =
        error.getAttribute(VIDEO_ERROR_ATTR[videoErrorKey(code)]) ?? "";
      error.hidden = false;
    });
  }
}

/** Styles the video in an idle moment once what opens or shows it is on screen. */
function prepareWhenShown(video: HTMLVideoElement) {
  const dialog = video.closest("dialog");
  const shownBy: Element[] = dialog?.id
    ? [...document.querySelectorAll(`[popovertarget="${CSS.escape(dialog.id)}"]`)]
    : [shownAncestor(video)];
  const prepare = () => whenLoadedAndIdle(() => void getComputedStyle(video).display);
  if (!shownBy.length) return prepare();
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    prepare();
  });
  for (const el of shownBy) seen.observe(el);
}

/** The element itself, or its nearest ancestor with a box (a video in a hidden slide: the carousel). */
function shownAncestor(el: Element): Element {
  let at = el;
  while (at.parentElement && !at.checkVisibility()) at = at.parentElement;
  return at;
}
