import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { getFooterByType } from "@/modules/content/public/queries";
import type { FooterType } from "@/modules/content/schema";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { FOOTER_FALLBACK_TITLES } from "@/modules/site/public/site-footer";
import { JsonLd } from "@/modules/site/public/json-ld";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { SITE_NAME } from "@/platform/site";
import { config } from "@/platform/config";

/** The fixed policy statement of SPEC.md section 9. */
const POLICY_TEXT =
  "Every machine comes with a 2-year warranty and white-glove delivery in the US.";

async function load(type: FooterType) {
  try {
    return { entry: await getFooterByType(type), error: null as string | null };
  } catch (e) {
    // The driver's message holds SQL text: the visitor gets a product message, the log the detail.
    console.error(`Failed to load ${type} content`, e);
    return { entry: null, error: "Failed to load content" };
  }
}

export async function policyMetadata(type: FooterType): Promise<Metadata> {
  const { entry } = await load(type);
  const title = entry?.title ?? FOOTER_FALLBACK_TITLES[type];
  const meta = pageMetadata({ title, description: `${title} — ${POLICY_TEXT}`, path: `/${type}` });
  return entry ? meta : { ...meta, robots: { index: false } };
}

export async function PolicyPage({ type }: { type: FooterType }) {
  const { entry, error } = await load(type);
  if (!entry)
    return (
      <StateMessage
        message={error ?? "Content not found"}
        action={{ href: "/", label: "Return to Home" }}
      />
    );
  const siteUrl = config().siteUrl;
  return (
    <>
      <PageHero title={entry.title} crumbs={[{ name: "Home", href: "/" }, { name: entry.title }]} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RenderBlocks doc={entry.content} className="text-lg text-slate-700" />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: entry.title,
          url: `${siteUrl}/${type}`,
          description: POLICY_TEXT,
          publisher: { "@type": "Organization", name: SITE_NAME },
        }}
      />
    </>
  );
}
