/**
 * Tab stays inside a dialog that is shown (ui/native-dialog.tsx): a popover leaves the page behind
 * it reachable, so the first and last of its focusable elements lead round to each other, as a
 * modal's would. Escape and a tap outside close it (the browser's own light dismiss). While one is
 * shown, <html> carries DIALOG_OPEN_CLASS, which holds the page behind it still (globals.css).
 */
import { afterNextPaint } from "./next-paint";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex='-1'])";

/** On <html> while a dialog is shown: globals.css holds the page behind it still. */
export const DIALOG_OPEN_CLASS = "dialog-open";

/** Whether a dialog other than `dialog` is shown (any dialog, without one). */
const shownBesides = (dialog?: Element) =>
  [...document.querySelectorAll("dialog:popover-open")].some((d) => d !== dialog);

/**
 * Sets DIALOG_OPEN_CLASS once an opened dialog is painted, and takes it away as the last one
 * closes (before the toggle, so the page scrolls again at once). Holding the root's overflow
 * changes how the whole page scrolls and paints it again: in the tap's own frame that was a
 * third of the time before the dialog showed on a phone, and the page has nothing to scroll in
 * the one frame between. One class on the root changes the root's style alone, where a :has()
 * rule re-checked the whole document.
 */
function holdPageWhileDialogOpen() {
  document.addEventListener(
    "beforetoggle",
    (e) => {
      const dialog = e.target;
      if (!(dialog instanceof HTMLDialogElement)) return;
      if ((e as ToggleEvent).newState === "open")
        afterNextPaint(() => {
          if (shownBesides()) document.documentElement.classList.add(DIALOG_OPEN_CLASS);
        });
      else if (!shownBesides(dialog)) document.documentElement.classList.remove(DIALOG_OPEN_CLASS);
    },
    // beforetoggle does not bubble: caught on its way down.
    true,
  );
}

export function startModalFocus() {
  holdPageWhileDialogOpen();
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const dialogs = document.querySelectorAll<HTMLElement>("[aria-modal=true]:popover-open");
    const dialog = dialogs[dialogs.length - 1];
    if (!dialog) return;
    const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const inside = dialog.contains(document.activeElement);
    if (e.shiftKey && (!inside || document.activeElement === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
      e.preventDefault();
      first.focus();
    }
  });
}
