"use client";
import { useEffect } from "react";
import { captureVisitSource } from "./visit-source";

/** Placed in the site layout: notes the visit's first page and referrer as the app starts. */
export function VisitSourceRecorder() {
  useEffect(captureVisitSource, []);
  return null;
}
