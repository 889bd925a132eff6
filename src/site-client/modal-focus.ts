/**
 * Tab stays inside a dialog that is shown (ui/native-dialog.tsx): a popover leaves the page behind
 * it reachable, so the first and last of its focusable elements lead round to each other, as a
 * modal's would. Escape and a tap outside close it (the browser's own light dismiss).
 */
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex='-1'])";

export function startModalFocus() {
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
