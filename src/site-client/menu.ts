import { ATTR } from "@/platform/site-attributes";
import { afterNextPaint } from "./next-paint";
/**
 * The phone menu is a native popover (the browser opens and closes it); while it is open the
 * button says so, the page behind is inert and does not scroll.
 */
export function startMenu() {
  const menu = document.getElementById("mobile-menu");
  const button = document.querySelector<HTMLButtonElement>('[popovertarget="mobile-menu"]');
  if (!menu || !button) return;
  const header = menu.closest("header");
  const holdPage = (open: boolean) => {
    document.body.style.overflow = open ? "hidden" : "";
    for (const el of header?.parentElement?.children ?? []) {
      if (el === header) continue;
      if (open) el.setAttribute("inert", "");
      else el.removeAttribute("inert");
    }
  };
  const sync = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const label = button.getAttribute(open ? ATTR.menuCloseLabel : ATTR.menuOpenLabel);
    if (label) button.setAttribute("aria-label", label);
    // The page behind follows once the menu's frame is painted: making the whole page inert
    // restyles every element of it, tens of milliseconds on a phone that the tap's answer (the
    // menu shown or gone) need not wait for.
    afterNextPaint(() => {
      if (menu.matches(":popover-open") === open) holdPage(open);
    });
  };
  menu.addEventListener("toggle", (e) => sync((e as ToggleEvent).newState === "open"));
  if (menu.matches(":popover-open")) sync(true);
}
