import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The contact page. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return sitePage(request, locale, "contact", async () => ({ data: {} }));
}
