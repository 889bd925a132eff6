import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { cache } from "react";
import { getAbout } from "@/modules/content/public/queries";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";

export const dynamic = "force-dynamic";

const DEFAULT_HERO = "/images/about-hero-default.webp";
const DEFAULT_DESCRIPTION =
  "Learn about the team that designs, builds and supports premium arcade machines for entertainment venues worldwide.";

const load = cache(async () => {
  try {
    return { about: await getAbout(), error: null as string | null };
  } catch (e) {
    // The driver's message holds SQL text: the visitor gets a product message, the log the detail.
    console.error("Failed to load about page", e);
    return { about: null, error: "Failed to load content" };
  }
});

export async function generateMetadata(): Promise<Metadata> {
  const { about } = await load();
  const title = about?.metaTitle || about?.title || "About Us";
  const description = about?.metaDescription || DEFAULT_DESCRIPTION;
  return pageMetadata({
    title,
    description,
    path: "/about",
    image: about?.heroImage,
    absoluteTitle: true,
  });
}

export default async function AboutPage() {
  const { about, error } = await load();
  if (!about) {
    return (
      <StateMessage
        title="Oops!"
        message={error ?? "Content not found"}
        action={{ href: "/", label: "Return to Home" }}
      />
    );
  }
  return (
    <>
      <PageHero
        title={about.heroTitle || about.title}
        subtitle={about.heroSubtitle || DEFAULT_DESCRIPTION}
        image={about.heroImage || DEFAULT_HERO}
        crumbs={[{ name: "Home", href: "/" }, { name: "About" }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RenderBlocks doc={about.content} className="text-lg text-slate-700" />
      </div>
    </>
  );
}
