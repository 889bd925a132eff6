"use client";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { authClient, SESSION_REFRESH_MS } from "./auth-client";
import { can, type Permission } from "../permissions";

export type ClientStaffUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
};

type SessionState = ReturnType<typeof authClient.useSession>;
type SessionStore = {
  get: () => SessionState;
  value: SessionState | undefined;
  init: SessionState;
  listen: (cb: (v: SessionState) => void) => () => void;
};
const sessionStore = authClient.$store.atoms.session as unknown as SessionStore;

/**
 * better-auth's session store read as its own `useSession` reads it (the same subscription, which
 * starts the check), but with this app's React: the server loads better-auth from node_modules,
 * whose React is not the one rendering the page, so its hook cannot run in the server's render.
 * The server and the hydration see the store's initial state (a check pending).
 */
function useSessionState(): SessionState {
  const snapshot = useRef(sessionStore.get());
  const subscribe = useCallback((onChange: () => void) => {
    const emit = (value: SessionState | undefined) => {
      if (value === undefined || snapshot.current === value) return;
      snapshot.current = value;
      onChange();
    };
    emit(sessionStore.value);
    return sessionStore.listen(emit);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot.current,
    () => sessionStore.init,
  );
}

const ServerStaffContext = createContext<ClientStaffUser | null>(null);

/**
 * The person the server found signed in while rendering this page (the guarded layout checks the
 * session): used until the browser's own check answers, so the server's HTML is shown at once and
 * matches the first render. The browser's answer replaces it, a sign-out included.
 */
export const ServerStaff = ServerStaffContext.Provider;

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
  const { data, isPending, error } = useSessionState();
  const server = useContext(ServerStaffContext);
  const user = data?.user
    ? {
        id: data.user.id,
        email: data.user.email,
        name: data.user.name,
        role: data.user.role ?? null,
        twoFactorEnabled: data.user.twoFactorEnabled === true,
      }
    : isPending
      ? server
      : null;
  return {
    user,
    loading: isPending && !server,
    error: error ? new Error(error.message ?? error.statusText) : null,
  };
}

/** Re-checks the session every 5 minutes while the tab is visible; each check slides the expiry. */
export function useSessionRefresh(): void {
  const { refetch } = useSessionState();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refetch();
    }, SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
}

/**
 * Whether the signed-in person's role allows this; false until the session is known (on a screen
 * rendered with its data, the server's person is known from the start).
 */
export function useCan(permission: Permission): boolean {
  return can(useStaffSession().user?.role, permission);
}
