"use client";
import { useEffect } from "react";
import { APP_READY_ATTRIBUTE, APP_READY_EVENT } from "@/platform/app-start";

/**
 * Says the app has hydrated: kept pages (platform/http/deferred-start.ts) replay the clicks and
 * submissions they held until now, and tests wait for the attribute.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
