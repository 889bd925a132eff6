"use client";
import { useEffect } from "react";

/**
 * Marks <html data-app-ready> once the React app (the back office, the operator portal) has
 * hydrated: end-to-end tests wait for it before they tap what only the app answers.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-ready", "");
  }, []);
  return null;
}
