import { SITE_NAME } from "@/platform/site";

export const organizationLd = (siteUrl: string) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: SITE_NAME,
  url: siteUrl,
  logo: `${siteUrl}/icon.png`,
});

/** The current page is the last crumb and has no link; schema.org lets its item be left out. */
export const breadcrumbLd = (siteUrl: string, items: Array<{ name: string; path?: string }>) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map((item, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: item.name,
    ...(item.path === undefined ? {} : { item: `${siteUrl}${item.path}` }),
  })),
});
