"use client";
import { ConnectionFailed } from "@/modules/site/public/connection-failed";

/** A public page could not render, almost always because the database is unreachable. */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  console.error(error);
  return <ConnectionFailed onRetry={reset} />;
}
