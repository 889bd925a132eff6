"use client";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/ui/button";
import { BusyMessage } from "./busy-message";

const CONNECTION_TEXTS = {
  checking: "Establishing connection...",
  failed: "Connection Failed",
  unreachable: "Unable to connect to the server. Please check your internet connection.",
  error: "Connection error. Please try again.",
} as const;

type State = { status: "checking" } | { status: "ok" } | { status: "failed"; message: string };

async function checkHealth(): Promise<State> {
  try {
    const res = await fetch("/api/health", {
      cache: "no-store",
      headers: { "cache-control": "no-cache" },
    });
    if (res.ok) return { status: "ok" };
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    console.error("Connection check failed", res.status, body);
    return { status: "failed", message: body?.error?.message ?? CONNECTION_TEXTS.error };
  } catch (e) {
    console.error("Connection check failed", e);
    return { status: "failed", message: CONNECTION_TEXTS.unreachable };
  }
}

/**
 * The back office waits for the server connection check before showing anything. `connected`: the
 * server made that check while rendering this very page, so what it rendered shows at once.
 */
export function ConnectionGate({
  connected = false,
  children,
}: {
  connected?: boolean;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<State>(connected ? { status: "ok" } : { status: "checking" });

  const retry = useCallback(async () => {
    setState({ status: "checking" });
    setState(await checkHealth());
  }, []);

  useEffect(() => {
    if (connected) return;
    let live = true;
    void checkHealth().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [connected]);

  if (state.status === "ok") return <>{children}</>;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      {state.status === "checking" ? (
        <BusyMessage text={CONNECTION_TEXTS.checking} />
      ) : (
        <div
          role="alert"
          className="w-full max-w-sm rounded-lg border border-red-200 bg-white p-6 text-center shadow-sm"
        >
          <h1 className="text-lg font-semibold text-red-700">{CONNECTION_TEXTS.failed}</h1>
          <p className="mt-2 text-sm text-slate-600">{state.message}</p>
          <Button className="mt-4" onClick={() => void retry()}>
            Try Again
          </Button>
        </div>
      )}
    </main>
  );
}
