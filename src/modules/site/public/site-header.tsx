"use client";
import { Link } from "@/platform/i18n/link";
import { usePagePath } from "@/platform/i18n/page-path";
import { useEffect, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { cn } from "@/ui/cn";
import { SITE_NAME } from "@/platform/site";
import { Logo } from "./logo";
import { NAV_LINKS, isActive } from "./nav-links";
import { useTranslations } from "@/platform/i18n/client";
import { splitLocalePath } from "@/platform/i18n/locales";
import { ATTR, attr } from "@/platform/site-attributes";

// The phone menu is a native popover: its button opens it through the browser, with or
// without the app, so the first tap answers at once on a phone whose app has not started yet. The
// app adds the rest: the button's label, the page behind made inert, and closing on selection.
const MENU_ID = "mobile-menu";

export function SiteHeader() {
  // Active by the page's English path: /es/shop highlights Shop.
  const pathname = splitLocalePath(usePagePath()).path;
  const t = useTranslations("Nav");
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  // A menu opened before the app ran: take it over as it is.
  useEffect(() => {
    if (menuRef.current?.matches(":popover-open")) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    // The full-screen menu covers the page: keep Tab and screen readers out of what is behind it.
    const header = headerRef.current;
    const behind = [...(header?.parentElement?.children ?? [])].filter(
      (el) => el !== header && !el.hasAttribute("inert"),
    );
    for (const el of behind) el.setAttribute("inert", "");
    return () => {
      document.body.style.overflow = "";
      for (const el of behind) el.removeAttribute("inert");
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-white/10 bg-ink-900 text-white"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 font-bold tracking-tight"
          aria-label={t("siteHome", { site: SITE_NAME })}
        >
          <Logo />
          <span className="text-lg">{SITE_NAME}</span>
        </Link>
        <nav aria-label={t("main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => {
              const active = isActive(pathname, l.href);
              return (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                      active
                        ? "bg-white/10 text-brand-400"
                        : "text-slate-200 hover:bg-white/5 hover:text-white",
                    )}
                  >
                    {t(l.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          className="group rounded-md p-2 text-slate-100 hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t("closeMenu") : t("openMenu")}
          {...attr(ATTR.menuOpenLabel, t("openMenu"))}
          {...attr(ATTR.menuCloseLabel, t("closeMenu"))}
          popoverTarget={MENU_ID}
        >
          {/* Both are drawn; aria-expanded picks one, whoever sets it. */}
          <X className="hidden h-6 w-6 group-aria-expanded:block" aria-hidden />
          <Menu className="h-6 w-6 group-aria-expanded:hidden" aria-hidden />
        </button>
      </div>
      {/* Always in the HTML, shown by the browser (Escape and a tap outside close it natively). */}
      <nav
        ref={menuRef}
        id={MENU_ID}
        aria-label={t("mobile")}
        popover="auto"
        onToggle={(e) => setOpen(e.newState === "open")}
        className="fixed inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-full max-w-none border-0 bg-ink-900 p-0 text-white md:hidden"
      >
        <ul className="flex flex-col gap-1 p-4">
          {NAV_LINKS.map((l) => {
            const active = isActive(pathname, l.href);
            return (
              <li key={l.href}>
                <Link
                  href={l.href}
                  onClick={() => menuRef.current?.hidePopover()}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block rounded-lg px-4 py-4 text-xl font-semibold",
                    active ? "bg-white/10 text-brand-400" : "text-white hover:bg-white/5",
                  )}
                >
                  {t(l.key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
