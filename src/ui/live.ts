import { EARLY } from "@/platform/app-start";

/**
 * A ref that marks its element as answered by the app from its first commit on: a kept page
 * stops answering taps inside it by itself (platform/http/early-answers.ts) and holds them for
 * the app instead, so the page and the app never both move it.
 */
export function live(el: HTMLElement | null) {
  el?.setAttribute(EARLY.live, "");
}
