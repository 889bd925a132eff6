"use client";
import { Button } from "@/ui/button";

/** Outside the public site's own boundary (for example a back-office page): message and reload. */
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  console.error(error);
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">
        {error.name && error.name !== "Error" ? error.name : "Something went wrong"}
      </h1>
      <p className="text-slate-600">{error.message || "An unexpected error occurred"}</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </main>
  );
}
