"use client";
import { Button } from "@/ui/button";

/** The shop's boundary: the error's name and message, and Try Again reloads the page. */
export default function ShopError({ error }: { error: Error & { digest?: string } }) {
  console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold">{error.name || "Error"}</h1>
      <p className="text-slate-600">{error.message || "An unexpected error occurred"}</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}
