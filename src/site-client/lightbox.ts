/**
 * A gallery's lightbox (catalog/public/lightbox.tsx): its pictures are all in the dialog, one
 * shown. Opening at a picture, previous and next (wrapping), the arrow keys (mirrored right to
 * left), and skipping a picture that fails to load.
 */
const slidesOf = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>("[data-slide]")].filter((s) => !s.dataset.broken);

function show(dialog: HTMLDialogElement, at: number) {
  const all = [...dialog.querySelectorAll<HTMLElement>("[data-slide]")];
  const usable = slidesOf(dialog);
  if (!usable.length) return;
  const index = ((at % usable.length) + usable.length) % usable.length;
  const current = usable[index]!;
  for (const s of all) s.hidden = s !== current;
  const position = dialog.querySelector<HTMLElement>("[data-lightbox-position]");
  // The server wrote each picture's "n of count"; once one is broken the count is the usable ones.
  if (position)
    position.textContent =
      usable.length === all.length
        ? (current.dataset.position ?? "")
        : `${index + 1} / ${usable.length}`;
}

const shownIndex = (dialog: HTMLDialogElement) =>
  Math.max(
    0,
    slidesOf(dialog).findIndex((s) => !s.hidden),
  );

export function startLightbox() {
  if (!document.querySelector("dialog[data-lightbox]")) return;
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const opener = target.closest<HTMLElement>("[data-lightbox-open]");
    if (opener) {
      // The button itself shows the dialog (a popover) once this has picked its picture.
      const dialog = document.getElementById(opener.getAttribute("popovertarget") ?? "");
      if (dialog instanceof HTMLDialogElement) show(dialog, Number(opener.dataset.lightboxOpen));
      return;
    }
    const step = target.closest<HTMLElement>("[data-lightbox-step]");
    const dialog = step?.closest<HTMLDialogElement>("dialog[data-lightbox]");
    if (step && dialog) show(dialog, shownIndex(dialog) + Number(step.dataset.lightboxStep));
  });
  document.addEventListener("keydown", (e) => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]:popover-open");
    if (!dialog) return;
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const forward = (e.key === "ArrowRight") !== (document.documentElement.dir === "rtl");
    show(dialog, shownIndex(dialog) + (forward ? 1 : -1));
  });
  // A picture that fails to load drops out; its grid button and main image stay as the page drew them.
  document.addEventListener(
    "error",
    (e) => {
      const slide = (e.target as Element).closest?.<HTMLElement>("[data-slide]");
      if (!slide) return;
      slide.dataset.broken = "";
      const dialog = slide.closest<HTMLDialogElement>("dialog");
      if (dialog && !slide.hidden) show(dialog, shownIndex(dialog));
    },
    true,
  );
}
