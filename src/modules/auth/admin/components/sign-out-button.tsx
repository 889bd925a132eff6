"use client";
import { QueryClientContext } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useContext, useState } from "react";
import { cn } from "@/ui/cn";
import { markSigningOut } from "@/platform/http/api-client";
import { authClient } from "../auth-client";
import { LOGIN_PATH } from "../../safe-next";

/**
 * Revokes the session on the server, then always ends at /admin/login, also when sign-out
 * fails. A full navigation drops every cached admin page and query from memory.
 */
export function SignOutButton({
  onLeaving,
  className,
}: {
  onLeaving?: () => void;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  // The two-step setup screen shows this button without the back office's query client.
  const queryClient = useContext(QueryClientContext);
  return (
    <button
      type="button"
      disabled={busy}
      className={cn(
        "flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60",
        className,
      )}
      onClick={async () => {
        setBusy(true);
        // Requests still in flight (the side menu's counts) are cancelled before the session is
        // revoked; the queries go back to what they showed rather than to an error.
        markSigningOut();
        await queryClient?.cancelQueries();
        onLeaving?.();
        try {
          const { error } = await authClient.signOut();
          if (error) console.error("Sign-out failed", error);
        } catch (e) {
          console.error("Sign-out failed", e);
        } finally {
          window.location.assign(LOGIN_PATH);
        }
      }}
    >
      <LogOut aria-hidden className="h-4 w-4" />
      Sign Out
    </button>
  );
}
