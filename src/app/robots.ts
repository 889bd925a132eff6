import type { MetadataRoute } from "next";
import { config } from "@/platform/config";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = config().siteUrl;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
