/**
 * Buttons open and close dialogs as the browser's own invoker commands (`commandfor`), which
 * work before any script; this adds them where the browser has none (WebKit), and closes a dialog
 * marked `closedby="any"` on a tap outside it where the browser does not.
 */
const nativeCommands = "commandForElement" in HTMLButtonElement.prototype;
const nativeClosedBy = "closedBy" in HTMLDialogElement.prototype;

export function startCommands() {
  if (!nativeCommands)
    document.addEventListener("click", (e) => {
      const button = (e.target as Element).closest<HTMLButtonElement>("button[commandfor]");
      if (!button || e.defaultPrevented) return;
      const target = document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(target instanceof HTMLDialogElement)) return;
      const command = button.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      else if (command === "close" && target.open) target.close();
      else return;
      target.dispatchEvent(new CustomEvent("site:command", { detail: { command, button } }));
    });
  if (!nativeClosedBy)
    document.addEventListener("click", (e) => {
      const dialog = e.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
      if (dialog.getAttribute("closedby") !== "any") return;
      const box = dialog.getBoundingClientRect();
      const inside =
        e.clientX >= box.left &&
        e.clientX <= box.right &&
        e.clientY >= box.top &&
        e.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
}
