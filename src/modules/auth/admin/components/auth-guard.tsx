"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { pagePermission } from "../admin-links";
import { can } from "../../permissions";
import { loginUrl } from "../../safe-next";
import { useSessionRefresh, useStaffSession } from "../use-staff-session";
import { BusyMessage } from "./busy-message";
import { NoPermission } from "./no-permission";

const CHECKING_AUTH = "Checking authentication...";

/**
 * The browser half of the guard (the server half is the guarded layout): shows 'Checking
 * authentication...' until the first session check, and sends the user to sign in as soon as
 * the session is gone (signed out in another tab, expired, revoked).
 */
export function AuthGuard({ children, leaving }: { children: React.ReactNode; leaving?: boolean }) {
  const { user, loading } = useStaffSession();
  const needed = pagePermission(usePathname());
  useSessionRefresh();
  const signedOut = !loading && !user;

  useEffect(() => {
    if (signedOut && !leaving)
      window.location.replace(loginUrl(window.location.pathname + window.location.search));
  }, [signedOut, leaving]);

  if (loading || !user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <BusyMessage text={CHECKING_AUTH} />
      </div>
    );
  }
  // A screen outside the person's role is not offered (the API refuses it with 403 as well).
  if (needed && !can(user.role, needed)) return <NoPermission />;
  return <>{children}</>;
}
