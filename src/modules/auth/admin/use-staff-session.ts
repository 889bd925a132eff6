"use client";
import { useEffect } from "react";
import { authClient, SESSION_REFRESH_MS } from "./auth-client";
import { can, type Permission } from "../permissions";

export type ClientStaffUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
};

/**
 * The staff session state: `loading` is true until the first check, `user` is
 * set or cleared on every auth change (sign-in, sign-out, refresh, another tab), and `error`
 * holds the last failure (cleared by the next successful check).
 */
export function useStaffSession(): {
  user: ClientStaffUser | null;
  loading: boolean;
  error: Error | null;
} {
  const { data, isPending, error } = authClient.useSession();
  const user = data?.user
    ? {
        id: data.user.id,
        email: data.user.email,
        name: data.user.name,
        role: data.user.role ?? null,
        twoFactorEnabled: data.user.twoFactorEnabled === true,
      }
    : null;
  return {
    user,
    loading: isPending,
    error: error ? new Error(error.message ?? error.statusText) : null,
  };
}

/** Re-checks the session every 5 minutes while the tab is visible; each check slides the expiry. */
export function useSessionRefresh(): void {
  const { refetch } = authClient.useSession();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refetch();
    }, SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
}

/** Whether the signed-in person's role allows this; false until the session is known. */
export function useCan(permission: Permission): boolean {
  const { data } = authClient.useSession();
  return can(data?.user.role, permission);
}
