"use client";
import { Menu, X } from "lucide-react";
import { IntentLink } from "@/ui/intent-link";
import { useEffect, useRef, useState } from "react";
import { SITE_NAME } from "@/platform/site";
import { cn } from "@/ui/cn";
import { AdminNav } from "./admin-nav";
import { ServerStaff, type ClientStaffUser } from "../use-staff-session";
import { AuthGuard } from "./auth-guard";
import { SignOutButton } from "./sign-out-button";

/** The back-office frame: side menu (a toggled drawer on phones), sign-out, and the guarded content. */
export function AdminShell({
  staff,
  trustServerSession = false,
  navBadges,
  children,
}: {
  /** From the server, so the menu and the page are right in the first paint. */
  staff: ClientStaffUser;
  /**
   * The page came with its data (read for this person on the server): it is shown with `staff` at
   * once instead of after the browser's session check.
   */
  trustServerSession?: boolean;
  /** Live counts other modules show beside a menu entry, by its href (e.g. leads due today). */
  navBadges?: Partial<Record<string, React.ReactNode>>;
  children: React.ReactNode;
}) {
  const { email, role } = staff;
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <ServerStaff value={trustServerSession ? staff : null}>
      <div className="min-h-screen bg-slate-50 lg:flex">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between bg-ink-900 px-4 text-white lg:hidden">
          <IntentLink href="/admin/games" className="font-semibold">
            {SITE_NAME} <span className="font-normal text-slate-400">Admin</span>
          </IntentLink>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls="admin-sidebar"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {open ? (
              <X aria-hidden className="h-5 w-5" />
            ) : (
              <Menu aria-hidden className="h-5 w-5" />
            )}
          </button>
        </header>

        {open ? (
          <div
            aria-hidden
            className="fixed inset-0 z-30 bg-black/40 lg:hidden"
            onClick={() => setOpen(false)}
          />
        ) : null}

        <aside
          id="admin-sidebar"
          className={cn(
            "fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-ink-900 text-white transition-transform motion-reduce:transition-none lg:sticky lg:top-0 lg:h-screen lg:translate-x-0",
            open ? "translate-x-0" : "-translate-x-full max-lg:invisible",
          )}
        >
          <div className="flex h-16 items-center px-5">
            <IntentLink
              href="/admin/games"
              className="text-lg font-semibold"
              onClick={() => setOpen(false)}
            >
              {SITE_NAME}{" "}
              <span className="block text-xs font-normal tracking-wide text-slate-400 uppercase">
                Back office
              </span>
            </IntentLink>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <AdminNav role={role} badges={navBadges} onNavigate={() => setOpen(false)} />
          </div>
          <div className="border-t border-white/10 px-3 py-4">
            <p className="truncate px-3 pb-2 text-xs text-slate-400" title={email}>
              {email}
            </p>
            <SignOutButton onLeaving={() => setLeaving(true)} />
          </div>
        </aside>

        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <AuthGuard leaving={leaving}>{children}</AuthGuard>
        </main>
      </div>
    </ServerStaff>
  );
}
