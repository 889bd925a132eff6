import { COPY } from "@/modules/site/public/copy-attributes";

/** A copy-link button copies its URL; for 2 s its label says it was copied, and its icon shows it. */
export function startCopyLink() {
  if (!document.querySelector(`[${COPY.url}]`)) return;
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLElement>(`[${COPY.url}]`);
    if (!button) return;
    const label = button.getAttribute("aria-label") ?? "";
    navigator.clipboard.writeText(button.getAttribute(COPY.url) ?? "").then(
      () => {
        button.setAttribute("aria-label", button.getAttribute(COPY.done) ?? label);
        button.setAttribute(COPY.copied, "");
        setTimeout(() => {
          button.setAttribute("aria-label", label);
          button.removeAttribute(COPY.copied);
        }, 2000);
      },
      (err) => console.error("Failed to copy link", err),
    );
  });
}
