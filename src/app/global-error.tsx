"use client";
import "./globals.css";

/** Last resort when the root layout itself fails: no app chrome, plain HTML and a reload. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  console.error(error);
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-ink-900 px-4 font-sans text-white">
        <main role="alert" className="max-w-md text-center">
          <h1 className="text-2xl font-bold">Connection Failed</h1>
          <p className="mt-3 text-slate-300">
            Unable to connect to the server. Please check your internet connection.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            Try Again
          </button>
        </main>
      </body>
    </html>
  );
}
