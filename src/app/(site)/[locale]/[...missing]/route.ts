import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; missing: string[] }> };

/** Any other public address: the site's 404 page, inside its header and footer. */
export async function GET(request: Request, { params }: Params) {
  const { locale, missing } = await params;
  return sitePage(request, locale, "notFound", async () => ({
    data: { path: `/${missing.join("/")}` },
    status: 404,
  }));
}
