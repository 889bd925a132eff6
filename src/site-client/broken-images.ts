/** The notice drawn behind a picture (ui/fallback-image.tsx) takes its place. */
function showMissing(img: HTMLImageElement) {
  const missing = img.parentElement?.querySelector<HTMLElement>(
    `:scope > ${sel(ATTR.imageMissing)}`,
  );
  if (!missing) return;
  img.hidden = true;
  missing.hidden = false;
}

/**
 * A game's or a post's picture that fails to load says 'No image available' instead of leaving
 * an empty box: on its error event, or at once for one that failed before this script ran.
 */
import { ATTR, sel } from "@/platform/site-attributes";
export function startBrokenImages() {
  document.addEventListener(
    "error",
    (e) => {
      const img = e.target;
      if (img instanceof HTMLImageElement && img.hasAttribute(ATTR.imageFallback)) showMissing(img);
    },
    // An image's error does not bubble.
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>(`img${sel(ATTR.imageFallback)}`))
    if (img.complete && img.naturalWidth === 0) showMissing(img);
}
