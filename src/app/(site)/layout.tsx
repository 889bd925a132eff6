import { SiteFooter } from "@/ui/site/site-footer";
import { SiteHeader } from "@/ui/site/site-header";
import { ScrollToTop } from "@/ui/site/scroll-to-top";
import { JsonLd } from "@/ui/site/json-ld";
import { organizationLd } from "@/modules/catalog/public/structured-data";
import { config } from "@/platform/config";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <JsonLd data={organizationLd(config().siteUrl)} />
    </div>
  );
}
