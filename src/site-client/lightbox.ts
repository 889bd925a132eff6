/**
 * A gallery's lightbox (catalog/public/lightbox.tsx): its pictures are all in the dialog, one
 * shown. Opening at a picture, previous and next (wrapping), the arrow keys (mirrored right to
 * left), and skipping a picture that fails to load.
 */
import { ATTR, sel } from "@/platform/site-attributes";
const slidesOf = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>(sel(ATTR.lightboxSlide))].filter(
    (s) => !s.hasAttribute(ATTR.lightboxBroken),
  );

function show(dialog: HTMLDialogElement, at: number) {
  const all = [...dialog.querySelectorAll<HTMLElement>(sel(ATTR.lightboxSlide))];
  const usable = slidesOf(dialog);
  if (!usable.length) return;
  const index = ((at % usable.length) + usable.length) % usable.length;
  const current = usable[index]!;
  for (const s of all) s.hidden = s !== current;
  const position = dialog.querySelector<HTMLElement>(sel(ATTR.lightboxPosition));
  // The server wrote each picture's "n of count"; once one is broken the count is the usable ones.
  if (position)
    position.textContent =
      usable.length === all.length
        ? (current.getAttribute(ATTR.lightboxSlideLabel) ?? "")
        : `${index + 1} / ${usable.length}`;
}

const shownIndex = (dialog: HTMLDialogElement) =>
  Math.max(
    0,
    slidesOf(dialog).findIndex((s) => !s.hidden),
  );

export function startLightbox() {
  if (!document.querySelector(`dialog${sel(ATTR.lightbox)}`)) return;
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const opener = target.closest<HTMLElement>(sel(ATTR.lightboxOpen));
    if (opener) {
      // The button itself shows the dialog (a popover) once this has picked its picture.
      const dialog = document.getElementById(opener.getAttribute("popovertarget") ?? "");
      if (dialog instanceof HTMLDialogElement)
        show(dialog, Number(opener.getAttribute(ATTR.lightboxOpen)));
      return;
    }
    const step = target.closest<HTMLElement>(sel(ATTR.lightboxStep));
    const dialog = step?.closest<HTMLDialogElement>(`dialog${sel(ATTR.lightbox)}`);
    if (step && dialog)
      show(dialog, shownIndex(dialog) + Number(step.getAttribute(ATTR.lightboxStep)));
  });
  document.addEventListener("keydown", (e) => {
    const dialog = document.querySelector<HTMLDialogElement>(
      `dialog${sel(ATTR.lightbox)}:popover-open`,
    );
    if (!dialog) return;
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const forward = (e.key === "ArrowRight") !== (document.documentElement.dir === "rtl");
    show(dialog, shownIndex(dialog) + (forward ? 1 : -1));
  });
  // A picture that fails to load drops out; its grid button and main image stay as the page drew them.
  document.addEventListener(
    "error",
    (e) => {
      const slide = (e.target as Element).closest?.<HTMLElement>(sel(ATTR.lightboxSlide));
      if (!slide) return;
      slide.setAttribute(ATTR.lightboxBroken, "");
      const dialog = slide.closest<HTMLDialogElement>("dialog");
      if (dialog && !slide.hidden) show(dialog, shownIndex(dialog));
    },
    true,
  );
}
