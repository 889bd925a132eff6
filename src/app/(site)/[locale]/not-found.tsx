import Link from "next/link";
import { buttonClass } from "@/ui/button";

export default function SiteNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary")}>
          Return to Home
        </Link>
        <Link href="/shop" className={buttonClass("secondary")}>
          Browse the Shop
        </Link>
      </div>
    </div>
  );
}
