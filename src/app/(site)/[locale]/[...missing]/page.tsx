import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Meta");
  return { title: t("pageNotFound"), robots: { index: false, follow: true } };
}

/** Unknown public URLs render the site's 404 inside the header and footer, not a bare page. */
export default function MissingPage(): never {
  notFound();
}
