"use client";
import { useEffect } from "react";

/**
 * Placed in the site layout: notes the visit's first page and referrer as the app starts. The
 * rules are fetched then, not with the page: every public page's first-load JS stays as it was.
 */
export function VisitSourceRecorder() {
  useEffect(() => {
    void import("./visit-source").then((m) => m.captureVisitSource());
  }, []);
  return null;
}
