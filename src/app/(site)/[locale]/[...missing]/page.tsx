import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/** Unknown public URLs render the site's 404 inside the header and footer, not a bare page. */
export default function MissingPage(): never {
  notFound();
}
