import { ATTR, sel } from "@/platform/site-attributes";

/** A copy-link button copies its URL; for 2 s its label says it was copied, and its icon shows it. */
export function startCopyLink() {
  if (!document.querySelector(sel(ATTR.copy))) return;
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLElement>(sel(ATTR.copy));
    if (!button) return;
    const label = button.getAttribute("aria-label") ?? "";
    navigator.clipboard.writeText(button.getAttribute(ATTR.copy) ?? "").then(
      () => {
        button.setAttribute("aria-label", button.getAttribute(ATTR.copyDone) ?? label);
        button.setAttribute(ATTR.copied, "");
        setTimeout(() => {
          button.setAttribute("aria-label", label);
          button.removeAttribute(ATTR.copied);
        }, 2000);
      },
      (err) => console.error("Failed to copy link", err),
    );
  });
}
