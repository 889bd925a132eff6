import { EARLY } from "@/platform/app-start";

/** A copy-link button copies its URL; for 2 s its label says it was copied, and its icon shows it. */
export function startCopyLink() {
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLElement>(`[${EARLY.copy}]`);
    if (!button) return;
    const label = button.getAttribute("aria-label") ?? "";
    navigator.clipboard.writeText(button.getAttribute(EARLY.copy) ?? "").then(
      () => {
        button.setAttribute("aria-label", button.getAttribute(EARLY.copyDone) ?? label);
        button.setAttribute(EARLY.copied, "");
        setTimeout(() => {
          button.setAttribute("aria-label", label);
          button.removeAttribute(EARLY.copied);
        }, 2000);
      },
      (err) => console.error("Failed to copy link", err),
    );
  });
}
