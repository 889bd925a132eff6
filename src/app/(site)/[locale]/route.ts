import { listFeaturedGames } from "@/modules/catalog/public/queries";
import { listLogos, listTestimonials } from "@/modules/content/public/queries";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The home page: each of its sections is read on its own, and fails on its own. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return sitePage(request, locale, "home", async (site) => {
    const [featured, testimonials, logos] = await Promise.all([
      attempt("Failed to load featured games", () => listFeaturedGames(site.locale)),
      attempt("Failed to load testimonials", () => listTestimonials(site.locale)),
      attempt("Failed to load client logos", listLogos),
    ]);
    return {
      data: {
        featured: featured?.value ?? null,
        testimonials: testimonials?.value ?? null,
        logos: logos?.value ?? null,
      },
    };
  });
}
